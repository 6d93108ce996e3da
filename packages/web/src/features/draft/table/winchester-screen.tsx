import { Button } from '../../../components/ui/button';
import { cardName } from '../draft-card';
import type { ModeScreenProps } from './mode-screen-props';
import type { ModeView } from './table-api';
import { CardTile, countOf } from './table-cards';

// Winchester (2 players): face-up piles, take one whole pile; then every pile gets a card from the
// stack. Each pile is a column with its "Take" button on top, so the choice is one button per pile.

type WinchesterView = ModeView<'winchester'>;

/** The banner's line: the piles and the stack. */
export function winchesterDetail(view: WinchesterView): string {
  const t = view.table;
  return `Take one whole pile of ${t.piles.length}; then each pile gets a card from the stack (${countOf(t.stackSize, 'card')} left).`;
}

export function WinchesterScreen({ view, canMove, move, lookup }: ModeScreenProps<WinchesterView>) {
  const { piles } = view.table;
  const mine = view.mayMove;
  return (
    <section
      aria-label="Winchester table"
      className="grid grid-cols-2 gap-3 md:grid-cols-4"
      data-testid="winchester-piles"
    >
      {piles.map((pile, i) => (
        <section
          // biome-ignore lint/suspicious/noArrayIndexKey: piles keep their places
          key={i}
          aria-label={`Pile ${i + 1}: ${countOf(pile.length, 'card')}`}
          className="grid min-w-0 content-start gap-2 rounded-md border border-zinc-200 bg-white p-2"
        >
          <h2 className="text-sm font-semibold">
            Pile {i + 1} ({pile.length})
          </h2>
          {mine && (
            <Button
              size="sm"
              className="whitespace-normal"
              disabled={!canMove || pile.length === 0}
              onClick={() => move({ pile: i })}
              aria-label={`Take pile ${i + 1}: ${pile.map((c) => cardName(c, lookup(c.cardId))).join(', ')}`}
            >
              Take pile {i + 1}
            </Button>
          )}
          {pile.length === 0 && <p className="text-sm text-zinc-600">Empty</p>}
          {pile.map((c) => (
            <CardTile key={c.id} card={c} data={lookup(c.cardId)} />
          ))}
        </section>
      ))}
    </section>
  );
}
