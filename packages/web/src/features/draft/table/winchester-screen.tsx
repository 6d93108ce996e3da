import { useMemo } from 'react';
import { Button } from '../../../components/ui/button';
import { useCardMap } from '../draft-api';
import { cardName } from '../draft-card';
import { CardTile, type ModeScreenProps, myTurn, SeatList, TurnLine } from './mode-screen-parts';

// Winchester (2 players): face-up piles, take one whole pile; then every pile gets a card from the
// stack. Each pile is a column with its "Take" button on top, so the choice is one button per pile.

export function WinchesterScreen({ view, send, pending }: ModeScreenProps<'winchester'>) {
  const { piles, stackSize } = view.table;
  const cards = useCardMap(useMemo(() => piles.flat().map((c) => c.cardId), [piles]));
  const mine = myTurn(view);
  return (
    <div className="grid content-start gap-3">
      <h1 className="text-xl font-semibold">
        Winchester: {piles.length} piles, {stackSize} {stackSize === 1 ? 'card' : 'cards'} left in the stack
      </h1>
      <TurnLine view={view} yours="take one pile" theirs="take a pile" />
      <SeatList view={view} />
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="winchester-piles">
        {piles.map((pile, i) => (
          <section
            // biome-ignore lint/suspicious/noArrayIndexKey: piles keep their places
            key={i}
            aria-label={`Pile ${i + 1}: ${pile.length} ${pile.length === 1 ? 'card' : 'cards'}`}
            className="grid min-w-0 content-start gap-2 rounded-md border border-zinc-200 bg-white p-2"
          >
            <h2 className="text-sm font-semibold">
              Pile {i + 1} ({pile.length})
            </h2>
            {mine && (
              <Button
                size="sm"
                disabled={pending || pile.length === 0}
                onClick={() => send({ pile: i })}
                aria-label={`Take pile ${i + 1}: ${pile.map((c) => cardName(c, cards.get(c.cardId))).join(', ')}`}
              >
                Take pile {i + 1}
              </Button>
            )}
            {pile.length === 0 && <p className="text-sm text-zinc-600">Empty</p>}
            {pile.map((c) => (
              <CardTile key={c.id} card={c} data={cards.get(c.cardId)} />
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
