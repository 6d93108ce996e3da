import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { DraftCardFace } from '../draft-card';
import { type ModeScreenProps, seatName } from './mode-screen-props';
import type { ModeView } from './table-api';

type WinstonView = ModeView<'winston'>;

const cards = (n: number) => `${n} card${n === 1 ? '' : 's'}`;

/** The banner's line: which pile the seat to move is looking at, and the stack. */
export function winstonDetail(view: WinstonView): string {
  const t = view.table;
  const stack = `The stack holds ${cards(t.stackSize)}.`;
  if (view.turn === null) return stack;
  const who = view.turn === view.seat ? 'You are' : `${seatName(view, view.turn)} is`;
  return `${who} looking at pile ${t.looking + 1} (${cards(t.pileSizes[t.looking] ?? 0)}). ${stack}`;
}

/**
 * Winston: the piles face down with their sizes and the stack, as everyone at the table sees them; on
 * your turn the pile you look at is shown face up with Take and Pass (keys T and P).
 */
export function WinstonTable({ view, canMove, move, lookup }: ModeScreenProps<WinstonView>) {
  const t = view.table;
  const looking = t.looking;
  const laterPile = t.pileSizes.some((n, i) => i > looking && n > 0);
  const mayPass = laterPile || t.stackSize > 0;
  const passLabel = laterPile
    ? `Pass: add a card to pile ${looking + 1} and look at the next pile`
    : 'Pass: add a card to this pile and take the top card of the stack blind';
  const takeRef = useRef<HTMLButtonElement>(null);
  // After a move made from the keyboard the next decision's Take button gets the focus back.
  const hadFocus = useRef(false);
  useEffect(() => {
    if (canMove && t.pile && hadFocus.current) takeRef.current?.focus();
  }, [canMove, t.pile]);
  const send = (take: boolean) => {
    hadFocus.current = true;
    move({ take, pile: looking });
  };
  const onKey = (e: KeyboardEvent) => {
    if (!canMove || !t.pile) return;
    if (e.key === 't' || e.key === 'T') send(true);
    else if ((e.key === 'p' || e.key === 'P') && mayPass) send(false);
    else return;
    e.preventDefault();
  };
  return (
    <section aria-label="Winston table" className="grid gap-3" onKeyDown={onKey}>
      <ol aria-label="Piles" className="flex flex-wrap gap-2">
        {t.pileSizes.map((size, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: piles are fixed places on the table
            key={i}
            data-testid="winston-pile"
            aria-current={view.turn !== null && i === looking ? 'true' : undefined}
            className={`grid min-w-24 justify-items-center gap-1 rounded-md border p-2 text-sm ${
              view.turn !== null && i === looking ? 'border-brand bg-brand/10' : 'border-zinc-200 bg-white'
            }`}
          >
            <span className="font-semibold">Pile {i + 1}</span>
            <span aria-hidden="true" className="relative h-12 w-9">
              {Array.from({ length: Math.min(size, 4) }, (_, k) => (
                <span
                  // biome-ignore lint/suspicious/noArrayIndexKey: face-down backs have no identity
                  key={k}
                  className="absolute inset-0 rounded-sm border border-zinc-700 bg-zinc-600"
                  style={{ transform: `translate(${k * 3}px, ${-k * 3}px)` }}
                />
              ))}
            </span>
            <span>{size === 0 ? 'empty' : cards(size)}</span>
          </li>
        ))}
        <li
          data-testid="winston-stack"
          className="grid min-w-24 justify-items-center gap-1 rounded-md border border-dashed border-zinc-300 p-2 text-sm"
        >
          <span className="font-semibold">Stack</span>
          <span>{cards(t.stackSize)}</span>
        </li>
      </ol>
      {t.pile && view.turn === view.seat && (
        <div className="grid gap-2 rounded-md border border-zinc-200 bg-white p-3">
          <h2 className="font-semibold">
            Pile {looking + 1}: {cards(t.pile.length)}
          </h2>
          <ul
            aria-label={`Pile ${looking + 1}`}
            className="grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-2"
          >
            {t.pile.map((c) => (
              <li key={c.id} data-testid="winston-card">
                <DraftCardFace card={c} data={lookup(c.cardId)} />
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <Button ref={takeRef} disabled={!canMove} onClick={() => send(true)} aria-keyshortcuts="t">
              Take pile {looking + 1}
            </Button>
            <Button
              variant="outline"
              disabled={!canMove || !mayPass}
              onClick={() => send(false)}
              aria-keyshortcuts="p"
              data-testid="winston-pass"
              className="h-auto min-h-9 max-w-full shrink whitespace-normal py-1.5 text-left"
            >
              {mayPass ? passLabel : 'The stack is empty and this is the last pile: take it'}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
