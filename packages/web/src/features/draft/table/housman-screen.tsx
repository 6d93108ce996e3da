import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cardName } from '../draft-card';
import type { ModeScreenProps } from './mode-screen-props';
import type { ModeView } from './table-api';
import { arrowKeys, CardButton, CardTile, cardGridClass, countOf } from './table-cards';

// Housman: a private hand and a shared face-up row; on your turn, swap one card of your hand for one
// of the row. Choose one of each (pressed), then "Swap" sends the move.

type HousmanView = ModeView<'housman'>;

/** The banner's line: the round and the swaps left in it. */
export function housmanDetail(view: HousmanView): string {
  const t = view.table;
  return `Round ${t.round + 1} of ${t.rounds}: ${countOf(t.swapsLeft, 'swap')} left before the hands go into the pools.`;
}

export function HousmanScreen({ view, canMove, move, lookup }: ModeScreenProps<HousmanView>) {
  const { hand, row } = view.table;
  const [give, setGive] = useState<string | null>(null);
  const [take, setTake] = useState<string | null>(null);
  const mine = view.mayMove;
  // A choice that left the table (the row changed under it) no longer counts.
  const giveCard = hand.find((c) => c.id === give);
  const takeCard = row.find((c) => c.id === take);
  const swap = () => {
    if (!giveCard || !takeCard) return;
    move({ give: giveCard.id, take: takeCard.id });
    setGive(null);
    setTake(null);
  };
  const group = (
    cards: typeof hand,
    label: string,
    chosen: string | null,
    choose: (id: string | null) => void,
  ) =>
    cards.map((c) =>
      mine ? (
        <CardButton
          key={c.id}
          card={c}
          data={lookup(c.cardId)}
          label={label}
          pressed={chosen === c.id}
          disabled={!canMove}
          onClick={() => choose(chosen === c.id ? null : c.id)}
        />
      ) : (
        <CardTile key={c.id} card={c} data={lookup(c.cardId)} />
      ),
    );
  return (
    <section aria-label="Housman table" className="grid content-start gap-3">
      <h2 className="font-semibold">The row, face up ({row.length})</h2>
      <fieldset aria-label="The row" onKeyDown={arrowKeys} className="min-w-0">
        <div className={cardGridClass}>{group(row, 'Take from the row:', take, setTake)}</div>
      </fieldset>
      {mine && (
        <div className="flex flex-wrap items-center gap-2">
          <Button disabled={!canMove || !giveCard || !takeCard} onClick={swap}>
            Swap
          </Button>
          <span className="text-sm text-zinc-700" aria-live="polite">
            {giveCard && takeCard
              ? `Give ${cardName(giveCard, lookup(giveCard.cardId))}, take ${cardName(takeCard, lookup(takeCard.cardId))}.`
              : 'Choose a card of your hand and a card of the row.'}
          </span>
        </div>
      )}
      <h2 className="font-semibold">Your hand, hidden from the others ({hand.length})</h2>
      <fieldset aria-label="Your hand" onKeyDown={arrowKeys} className="min-w-0">
        <div className={cardGridClass}>{group(hand, 'Give from your hand:', give, setGive)}</div>
      </fieldset>
    </section>
  );
}
