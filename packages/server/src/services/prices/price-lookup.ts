import type { CardIndex } from '@cubewright/core/cards';
import type { PriceLookup } from '@cubewright/core/prices';
import { cardLookupOf } from '../cubes/card-lookup';
import type { WithCards, WithDatabase } from '../deps';

// Prices live on the in-memory card index (cards and printings, from the bulk files each card-data
// sync loads; ADR 0070), so a price read costs no query and a sync's reload brings new prices at once.

const priced = new WeakMap<CardIndex, boolean>();

/** Whether the loaded card data carries prices at all (the offline fixture does not); once per index. */
export function hasPriceData(index: CardIndex | null): boolean {
  if (!index) return false;
  let known = priced.get(index);
  if (known === undefined) {
    known = index.all().some((c) => Boolean(c.prices));
    priced.set(index, known);
  }
  return known;
}

/** The price functions' view of the app's card data (custom cards have no prices). */
export function priceLookupOf(ctx: WithCards & WithDatabase): PriceLookup {
  const cards = cardLookupOf(ctx);
  const index = ctx.cards.index;
  return {
    card: (id) => cards.card(id),
    printing: (id) => cards.printing(id),
    printingsOf: (id) => index?.printingsOf(id) ?? [],
  };
}
