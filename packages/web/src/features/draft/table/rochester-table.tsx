import { type KeyboardEvent, useRef } from 'react';
import { cn } from '../../../lib/cn';
import { cardName, DraftCardFace } from '../draft-card';
import { useConfirmedPress } from '../pick-confirm';
import { type ModeScreenProps, seatName } from './mode-screen-props';
import type { ModeView } from './table-api';

type RochesterView = ModeView<'rochester'>;

/** The banner's line: the open pack, its opener, and the snake order of the next picks. */
export function rochesterDetail(view: RochesterView): string {
  const t = view.table;
  const next = t.upNext.slice(1).map((s) => seatName(view, s));
  return (
    `Round ${t.round + 1} of ${t.rounds}, pack ${t.packOfRound + 1} opened by ${seatName(view, t.opener)}.` +
    (next.length ? ` Next in snake order: ${next.join(', ')}.` : '')
  );
}

/**
 * Rochester: the one open pack face up in the middle of the table; on your turn a card is a button that
 * takes it (arrow keys move between cards, 1-9 take). The snake order of the next picks is listed.
 */
export function RochesterTable({ view, canMove, move, lookup }: ModeScreenProps<RochesterView>) {
  const t = view.table;
  const packRef = useRef<HTMLUListElement>(null);
  const take = (id: string) => move({ cardId: id });
  // A tap on a phone selects and a second tap takes (pick-confirm.ts); keys 1-9 take at once.
  const { selected, press } = useConfirmedPress(view.table.pack.length);
  const chosen = t.pack.find((c) => c.id === selected);
  const onKey = (e: KeyboardEvent) => {
    const buttons = [...(packRef.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === 'ArrowRight') buttons[Math.min(buttons.length - 1, at + 1)]?.focus();
    else if (e.key === 'ArrowLeft') buttons[Math.max(0, at - 1)]?.focus();
    else if (canMove && /^[1-9]$/.test(e.key) && Number(e.key) <= t.pack.length)
      take(t.pack[Number(e.key) - 1]!.id);
    else return;
    e.preventDefault();
  };
  return (
    <section aria-label="Rochester table" className="grid gap-2">
      <ol aria-label="Snake order" className="flex flex-wrap gap-1 text-xs">
        {t.upNext.map((s, k) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a seat may come twice at the turn of the snake
            key={k}
            className={`rounded-full border px-2 py-0.5 ${k === 0 ? 'border-brand bg-brand/10 font-semibold' : 'border-zinc-200'}`}
          >
            {k === 0 ? 'Now: ' : ''}
            {seatName(view, s)}
          </li>
        ))}
      </ol>
      <ul
        ref={packRef}
        aria-label="Open pack"
        onKeyDown={onKey}
        className="grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-2"
      >
        {t.pack.map((c, i) => (
          <li key={c.id}>
            <button
              type="button"
              data-testid="rochester-card"
              // Not disabled off-turn, so hover and `z` still enlarge the cards for everyone watching.
              aria-disabled={!canMove}
              aria-label={`${selected === c.id ? 'Confirm: take' : 'Take'} ${cardName(c, lookup(c.cardId))}`}
              aria-pressed={selected === c.id}
              title={canMove && i < 9 ? `Press ${i + 1} to take` : undefined}
              onClick={() => canMove && press(c.id, () => take(c.id))}
              className={cn(
                'w-full rounded-md transition focus-visible:outline-3 focus-visible:outline-brand aria-[disabled=false]:hover:-translate-y-1 aria-[disabled=false]:hover:shadow-lg aria-disabled:cursor-default',
                selected === c.id && 'ring-4 ring-brand ring-offset-2',
              )}
            >
              <DraftCardFace card={c} data={lookup(c.cardId)} />
            </button>
          </li>
        ))}
      </ul>
      {chosen && (
        <p role="status" className="text-sm font-medium text-brand-dark">
          Tap {cardName(chosen, lookup(chosen.cardId))} again to take it.
        </p>
      )}
    </section>
  );
}
