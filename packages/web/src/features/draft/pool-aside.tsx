import type { Card } from '@cubewright/core/cards';
import type { DraftCard } from '@cubewright/core/draft';
import type { ReactNode } from 'react';
import { ManaCost } from '../../components/card/mana-symbol';
import { cardName } from './draft-card';
import { groupPool } from './pool';

/** The seat's picks beside the table, grouped by colour, with mana costs as symbols. */
export function PoolAside({
  pool,
  lookup,
  children,
}: {
  pool: DraftCard[];
  lookup: (cardId: string) => Card | undefined;
  /** Shown under the list (the way to the deck builder once the draft is over). */
  children?: ReactNode;
}) {
  return (
    <aside
      aria-label="Your picks"
      className="grid min-w-0 content-start gap-2 rounded-md border border-zinc-200 bg-white p-3"
    >
      <h2 className="font-semibold">Your picks ({pool.length})</h2>
      {groupPool(pool, lookup).map((g) => (
        <div key={g.group}>
          <h3 className="text-xs font-semibold uppercase text-zinc-500">
            {g.name} ({g.cards.length})
          </h3>
          <ul className="text-sm" data-testid="pool-list">
            {g.cards.map((c) => (
              <li key={c.id} className="flex justify-between gap-2">
                <span>{cardName(c, lookup(c.cardId))}</span>
                <ManaCost cost={lookup(c.cardId)?.manaCost ?? ''} className="shrink-0" />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {children}
    </aside>
  );
}
