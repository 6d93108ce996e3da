import type { Card } from '@cubewright/core/cards';
import { ManaCost } from '../../../components/card/mana-symbol';
import { cardName } from '../draft-card';
import type { TableView } from './table-api';

/**
 * What the other seats have taken, where the mode plays pools face up (Grid, Rochester, Rotisserie):
 * at a real table you see the picks in front of each player. Absent where pools are private (Winston).
 */
export function TablePools({
  view,
  lookup,
}: {
  view: TableView;
  lookup: (cardId: string) => Card | undefined;
}) {
  const others = view.seats.map((s, seat) => ({ ...s, seat })).filter((s) => s.seat !== view.seat && s.pool);
  if (others.length === 0) return null;
  return (
    <details className="rounded-md border border-zinc-200 bg-white p-2 text-sm" data-testid="table-pools">
      <summary className="cursor-pointer font-medium">What the others have taken</summary>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {others.map((s) => (
          <section key={s.seat} aria-label={`${s.name}'s picks`}>
            <h3 className="text-xs font-semibold uppercase text-zinc-500">
              {s.name} ({s.pool!.length})
            </h3>
            <ul>
              {s.pool!.map((c) => (
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
