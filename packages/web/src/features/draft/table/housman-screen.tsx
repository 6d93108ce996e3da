import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useCardMap } from '../draft-api';
import { cardName } from '../draft-card';
import {
  arrowKeys,
  CardButton,
  CardTile,
  cardGridClass,
  type ModeScreenProps,
  myTurn,
  SeatList,
  TurnLine,
} from './mode-screen-parts';

// Housman: a private hand and a shared face-up row; on your turn, swap one card of your hand for one
// of the row. Choose one of each (pressed), then "Swap" sends the move.

export function HousmanScreen({ view, send, pending }: ModeScreenProps<'housman'>) {
  const { hand, row, round, rounds, swapsLeft } = view.table;
  const cards = useCardMap(useMemo(() => [...hand, ...row].map((c) => c.cardId), [hand, row]));
  const [give, setGive] = useState<string | null>(null);
  const [take, setTake] = useState<string | null>(null);
  const mine = myTurn(view);
  // A choice that left the table (the row changed under it) is dropped.
  const giveCard = hand.find((c) => c.id === give);
  const takeCard = row.find((c) => c.id === take);
  const swap = () => {
    if (!giveCard || !takeCard) return;
    send({ give: giveCard.id, take: takeCard.id });
    setGive(null);
    setTake(null);
  };
  const name = (c: { cardId: string } & { id: string }) => cardName(c, cards.get(c.cardId));
  return (
    <div className="grid content-start gap-3">
      <h1 className="text-xl font-semibold">
        Housman: round {round + 1} of {rounds}, {swapsLeft} {swapsLeft === 1 ? 'swap' : 'swaps'} left this
        round
      </h1>
      <TurnLine view={view} yours="swap a card of your hand for one of the row" theirs="swap with the row" />
      <SeatList view={view} />
      <section aria-label="The row, face up" className="grid gap-2">
        <h2 className="font-semibold">The row ({row.length})</h2>
        <fieldset aria-label="Row cards" onKeyDown={arrowKeys} className={cardGridClass}>
          {row.map((c) =>
            mine ? (
              <CardButton
                key={c.id}
                card={c}
                data={cards.get(c.cardId)}
                label="Take from the row:"
                pressed={take === c.id}
                disabled={pending}
                onClick={() => setTake(take === c.id ? null : c.id)}
              />
            ) : (
              <CardTile key={c.id} card={c} data={cards.get(c.cardId)} />
            ),
          )}
        </fieldset>
      </section>
      {mine && (
        <div className="flex flex-wrap items-center gap-2">
          <Button disabled={pending || !giveCard || !takeCard} onClick={swap}>
            Swap
          </Button>
          <span className="text-sm text-zinc-700" aria-live="polite">
            {giveCard && takeCard
              ? `Give ${name(giveCard)}, take ${name(takeCard)}.`
              : 'Choose a card of your hand and a card of the row.'}
          </span>
        </div>
      )}
      <section aria-label="Your hand, hidden from the others" className="grid gap-2">
        <h2 className="font-semibold">Your hand ({hand.length})</h2>
        <fieldset aria-label="Hand cards" onKeyDown={arrowKeys} className={cardGridClass}>
          {hand.map((c) =>
            mine ? (
              <CardButton
                key={c.id}
                card={c}
                data={cards.get(c.cardId)}
                label="Give from your hand:"
                pressed={give === c.id}
                disabled={pending}
                onClick={() => setGive(give === c.id ? null : c.id)}
              />
            ) : (
              <CardTile key={c.id} card={c} data={cards.get(c.cardId)} />
            ),
          )}
        </fieldset>
      </section>
    </div>
  );
}
