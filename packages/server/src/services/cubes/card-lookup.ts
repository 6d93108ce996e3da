import type { Card, Printing } from '@cubewright/core/cards';
import { type CustomCard, customIdOfCardId } from '@cubewright/core/custom-cards';
import { cardOfCustom, customCardCache } from '../custom-cards/cache';
import type { WithCards, WithDatabase } from '../deps';

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
export function cardLookupOf(ctx: WithCards & WithDatabase): CubeCardLookup {
  const index = ctx.cards?.index;
  const base: CubeCardLookup = index
    ? {
        cardsLoaded: true,
        printingsLoaded: index.printingCount > 0,
        resolve: (name) => index.lookup(name),
        card: (id) => index.get(id),
        printing: (id) => index.printing(id),
      }
    : NO_CARD_DATA;
  // Custom cards (`custom:<id>`, deleted ones as frozen copies) come from the custom-card cache; who may
  // add one is checked by services/custom-cards/in-cubes.ts when a save runs.
  const custom = customCardCache(ctx);
  return {
    ...base,
    card: (id) => {
      const customId = customIdOfCardId(id);
      if (customId === null) return base.card(id);
      const found = custom.get(customId);
      return found ? cardOfCustom(found) : null;
    },
  };
}

/**
 * `lookup`, also knowing custom cards written in a transaction that has not committed yet (an import's
 * new designs): they reach the cache only after the commit, so a rolled-back import leaves no trace there.
 */
export function withPendingCustomCards(
  lookup: CubeCardLookup,
  pending: readonly CustomCard[],
): CubeCardLookup {
  if (pending.length === 0) return lookup;
  const byId = new Map(pending.map((c) => [c.id, c]));
  return {
    ...lookup,
    card: (id) => {
      const found = byId.get(customIdOfCardId(id) ?? '');
      return found ? cardOfCustom(found) : lookup.card(id);
    },
  };
}
