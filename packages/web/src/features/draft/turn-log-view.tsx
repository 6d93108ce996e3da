import type { DraftCard } from '@cubewright/core/draft';
import { TURN_MODES } from '@cubewright/core/draft/modes';
import type { DraftLogResponse } from '@cubewright/core/protocol';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useCardMap } from './draft-api';
import { cardName, DraftCardFace } from './draft-card';
import { describeMove, tableSections } from './turn-log';

// The draft log of a turn-based mode (Winston, Rotisserie, ...) and its replay: every move in order
// with who made it and what each seat took; the chosen move shows the table as its mover saw it, the
// taken cards marked. Previous/Next (or the arrow keys in the list) step through the draft.

/** Sections this large (a rotisserie's whole cube) list names instead of card images. */
const IMAGE_LIMIT = 24;

type Move = NonNullable<DraftLogResponse['moves']>[number];

function who(log: DraftLogResponse, seat: number) {
  const name = log.seats[seat]?.name ?? `Seat ${seat + 1}`;
  return seat === log.mySeat ? `${name} (you)` : name;
}

function MoveDetail({ log, move }: { log: DraftLogResponse; move: Move }) {
  const sections = useMemo(() => tableSections(move.before), [move]);
  const taken = useMemo(() => new Set(move.taken.flatMap((t) => t.cards.map((c) => c.id))), [move]);
  const ids = useMemo(
    () => [...sections.flatMap((s) => s.cards), ...move.taken.flatMap((t) => t.cards)].map((c) => c.cardId),
    [sections, move],
  );
  const cards = useCardMap(ids);
  const name = (c: DraftCard) => cardName(c, cards.get(c.cardId));
  return (
    <section
      aria-label={`Move ${move.moveNumber + 1}`}
      className="grid content-start gap-3"
      data-testid="log-move"
    >
      <h3 className="font-medium">
        Move {move.moveNumber + 1}: {who(log, move.seat)} {move.said ?? describeMove(move.move)}
        {move.auto ? ' (played for them when their time ran out or a bot sat in)' : ''}
      </h3>
      {move.taken.length === 0 ? (
        <p className="text-sm text-zinc-600">Nothing was taken with this move.</p>
      ) : (
        move.taken.map((t) => (
          <div key={t.seat} className="grid gap-1">
            <p className="text-sm font-medium">
              {who(log, t.seat)} took {t.cards.length} {t.cards.length === 1 ? 'card' : 'cards'}
            </p>
            <ul className="grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-2" data-testid="log-taken">
              {t.cards.map((c) => (
                <li
                  key={c.id}
                  aria-label={`${name(c)} (taken)`}
                  className="rounded-md ring-4 ring-brand ring-offset-2"
                >
                  <DraftCardFace card={c} data={cards.get(c.cardId)} />
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
      <h4 className="mt-2 text-sm font-semibold text-zinc-700">The table as {who(log, move.seat)} saw it</h4>
      {sections.map((s) => (
        <div key={s.label} className="grid gap-1">
          <p className="text-sm font-medium">
            {s.label}: {s.cards.length} face up{s.hidden > 0 ? `, ${s.hidden} face down` : ''}
          </p>
          {s.cards.length > IMAGE_LIMIT ? (
            <ul className="flex flex-wrap gap-1 text-xs" aria-label={s.label}>
              {s.cards.map((c) => (
                <li
                  key={c.id}
                  data-picked={taken.has(c.id) || undefined}
                  className={cn(
                    'rounded border px-1.5 py-0.5',
                    taken.has(c.id)
                      ? 'border-brand bg-brand/10 font-semibold'
                      : 'border-zinc-200 text-zinc-700',
                  )}
                >
                  {name(c)}
                  {taken.has(c.id) ? ' (taken)' : ''}
                </li>
              ))}
            </ul>
          ) : (
            <ul className="grid grid-cols-[repeat(auto-fill,minmax(7rem,1fr))] gap-2" aria-label={s.label}>
              {s.cards.map((c) => (
                <li
                  key={c.id}
                  data-picked={taken.has(c.id) || undefined}
                  aria-label={`${name(c)}${taken.has(c.id) ? ' (taken)' : ''}`}
                  className={cn(
                    'rounded-md',
                    taken.has(c.id) ? 'ring-4 ring-brand ring-offset-2' : 'opacity-80',
                  )}
                >
                  <DraftCardFace card={c} data={cards.get(c.cardId)} />
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}

/** A turn-based draft's moves and, for the chosen one, what was on the table and what was taken. */
export function TurnLogView({ log }: { log: DraftLogResponse }) {
  const moves = log.moves ?? [];
  const [at, setAt] = useState(0);
  const pool = useMemo(() => moves.flatMap((m) => m.taken.flatMap((t) => t.cards)), [moves]);
  const cards = useCardMap(useMemo(() => pool.map((c) => c.cardId), [pool]));
  const mode = TURN_MODES.find((m) => m.id === log.mode);
  if (moves.length === 0) return <p className="text-sm text-zinc-600">No moves were made.</p>;
  const chosen = moves[Math.min(at, moves.length - 1)]!;
  const go = (i: number) => setAt(Math.max(0, Math.min(moves.length - 1, i)));
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const next = Math.max(0, Math.min(moves.length - 1, at + (e.key === 'ArrowDown' ? 1 : -1)));
    setAt(next);
    e.currentTarget.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };
  return (
    <div className="grid gap-3">
      <p className="text-sm text-zinc-700">
        {mode ? `${mode.name} draft: ` : ''}
        {moves.length} moves
        {log.logsPrivate ? ' (the host kept logs private: only your own moves show)' : ''}.
      </p>
      <fieldset className="flex flex-wrap items-center gap-2" aria-label="Replay">
        <Button size="sm" variant="outline" disabled={at === 0} onClick={() => go(at - 1)}>
          Previous move
        </Button>
        <Button size="sm" variant="outline" disabled={at >= moves.length - 1} onClick={() => go(at + 1)}>
          Next move
        </Button>
        <span className="text-sm text-zinc-600" aria-live="polite">
          Move {chosen.moveNumber + 1} ({at + 1} of {moves.length})
        </span>
      </fieldset>
      <div className="grid gap-4 md:grid-cols-[18rem_1fr]">
        <ol
          aria-label="Moves"
          onKeyDown={onKey}
          className="grid max-h-[70vh] content-start gap-0.5 overflow-y-auto text-sm"
        >
          {moves.map((m, i) => (
            <li key={m.moveNumber}>
              <button
                type="button"
                aria-current={m === chosen ? 'true' : undefined}
                onClick={() => setAt(i)}
                className={cn(
                  'flex w-full gap-2 rounded px-2 py-1 text-left hover:bg-zinc-100',
                  m === chosen && 'bg-brand/10 font-medium',
                )}
              >
                <span className="w-8 shrink-0 font-mono text-xs text-zinc-500">{m.moveNumber + 1}</span>
                <span className="min-w-0">
                  {who(log, m.seat)} {m.said ?? describeMove(m.move)}
                  {m.taken.length > 0 &&
                    `: ${m.taken.flatMap((t) => t.cards.map((c) => cardName(c, cards.get(c.cardId)))).join(', ')}`}
                </span>
                {m.auto && <span className="ml-auto text-xs text-zinc-500">auto</span>}
              </button>
            </li>
          ))}
        </ol>
        <MoveDetail log={log} move={chosen} />
      </div>
    </div>
  );
}
