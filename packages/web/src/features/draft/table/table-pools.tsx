import type { Card } from '@cubewright/core/cards';
import type { DraftCard } from '@cubewright/core/draft';
import { ManaCost } from '../../../components/card/mana-symbol';
import { cardName } from '../draft-card';
import type { TableView } from './table-api';

/** One seat's cards as a list: its name, then each card's name and cost. */
interface SeatCards {
  seat: number;
  name: string;
  pool: DraftCard[];
}

/**
 * Seats' picks side by side, folded away unless `open`: the others' face-up pools at the table, and
 * every seat's revealed picks on a spectator's screen (ADR 0073).
 */
export function SeatPools({
  seats,
  title,
  open,
  lookup,
}: {
  seats: SeatCards[];
  title: string;
  open?: boolean;
  lookup: (cardId: string) => Card | undefined;
}) {
  if (seats.length === 0) return null;
  return (
    <details
      open={open}
      className="rounded-md border border-zinc-200 bg-white p-2 text-sm"
      data-testid="table-pools"
    >
      <summary className="cursor-pointer font-medium">{title}</summary>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {seats.map((s) => (
          <section key={s.seat} aria-label={`${s.name}'s picks`}>
            <h3 className="text-xs font-semibold uppercase text-zinc-500">
              {s.name} ({s.pool.length})
            </h3>
            <ul>
              {s.pool.map((c) => (
                <li key={c.id} className="flex justify-between gap-2">
                  <span className="min-w-0 truncate">{cardName(c, lookup(c.cardId))}</span>
                  <ManaCost cost={lookup(c.cardId)?.manaCost ?? ''} className="shrink-0" />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </details>
  );
}

/**
 * What the other seats have taken, where the mode plays pools face up (Grid, Rochester, Rotisserie):
 * at a real table you see the picks in front of each player. Absent where pools are private (Winston).
 * A spectator sees every pool the mode or the host's reveal shows, open.
 */
export function TablePools({
  view,
  lookup,
}: {
  view: TableView;
  lookup: (cardId: string) => Card | undefined;
}) {
  const watching = view.seat === null;
  const seats = view.seats.flatMap((s, seat) =>
    seat !== view.seat && s.pool ? [{ seat, name: s.name, pool: s.pool }] : [],
  );
  return (
    <SeatPools
      seats={seats}
      title={watching ? 'What each seat has taken' : 'What the others have taken'}
      open={watching}
      lookup={lookup}
    />
  );
}
