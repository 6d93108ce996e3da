import type { Card, Printing } from '@cubewright/core/cards';
import type { AppContext } from '../../context';

/**
 * The card facts cube commands use. Backed by the card index when it is loaded; without card data the
 * cube still works on the ids and names clients send (resolved and checked once data is loaded).
 */
export interface CubeCardLookup {
  /** True when card names can be resolved (a card file is loaded). */
  readonly cardsLoaded: boolean;
  /** True when printing ids can be checked (a printings file is loaded). */
  readonly printingsLoaded: boolean;
  /** The card a typed name means (exact, front face, normalised), or null. */
  resolve(name: string): Card | null;
  card(id: string): Card | null;
  printing(id: string): Printing | null;
}

const NO_CARD_DATA: CubeCardLookup = {
  cardsLoaded: false,
  printingsLoaded: false,
  resolve: () => null,
  card: () => null,
  printing: () => null,
};

/** The lookup over the app's card index, or one that knows no cards (none loaded yet, or no data). */
export function cardLookupOf(ctx: AppContext): CubeCardLookup {
  const index = ctx.cards?.index;
  if (!index) return NO_CARD_DATA;
  return {
    cardsLoaded: true,
    printingsLoaded: index.printingCount > 0,
    resolve: (name) => index.lookup(name),
    card: (id) => index.get(id),
    printing: (id) => index.printing(id),
  };
}
