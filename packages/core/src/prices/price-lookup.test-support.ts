// The test bulk data loaded as the server loads it: a card index over oracle cards and printings.
import { CardIndex } from '../cards/card-index';
import { normalizeCards, normalizePrinting } from '../cards/normalize';
import type { Printing } from '../cards/types';
import type { PriceLookup } from './entry-price';
import { DEFAULT_CARDS, ORACLE_CARDS } from './scryfall-prices.test-support';

/** A card index over the price fixture, and the lookup the price functions read. */
export function priceFixture(): { index: CardIndex; lookup: PriceLookup } {
  const printings = DEFAULT_CARDS.map((o) => normalizePrinting(o)).filter((p): p is Printing => p !== null);
  const index = new CardIndex(normalizeCards(ORACLE_CARDS), printings);
  return {
    index,
    lookup: {
      card: (id) => index.get(id),
      printing: (id) => index.printing(id),
      printingsOf: (id) => index.printingsOf(id),
    },
  };
}
