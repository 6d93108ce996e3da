import {
  type AnalyticsCard,
  addToTotals,
  metadataTotals as computeTotals,
  type MetadataTotals,
  metadataOf,
} from '@cubewright/core/analytics';
import { type CubeCard, type CubeMetadata, withOverrides } from '@cubewright/core/cube';
import type { CubeCardLookup } from './card-lookup';
import { boardCounts } from './store';

/** What analytics needs of one entry: the card's facts, with the chosen printing's rarity and the entry's overrides. */
export function analyticsCardOf(lookup: CubeCardLookup, entry: CubeCard): AnalyticsCard | null {
  const card = lookup.card(entry.cardId);
  if (!card) return null;
  const printing = entry.printingId ? lookup.printing(entry.printingId) : null;
  const facts = {
    cmc: card.cmc,
    colors: card.colors,
    typeLine: card.typeLine,
    rarity: printing?.rarity ?? card.rarity,
    colorCategory: entry.colorCategory,
  };
  return withOverrides(facts, entry);
}

/** The columns kept on the cube row that follow from its card list. */
export interface CardListFacts {
  metadata: CubeMetadata;
  metadataTotals: MetadataTotals;
  cardCount: number;
  maybeCount: number;
}

/** The facts of a whole card list. */
export function cardListFacts(lookup: CubeCardLookup, cards: readonly CubeCard[]): CardListFacts {
  const main = cards.filter((c) => c.board === 'main');
  const metadataTotals = computeTotals(main.map((c) => analyticsCardOf(lookup, c)));
  return { metadata: metadataOf(metadataTotals), metadataTotals, ...boardCounts(cards) };
}

/**
 * The facts after a change, from those before it and the entries the change touched (as they were, and
 * as they are now: an entry in only one list was added or removed). Costs the change, not the list.
 */
export function factsAfterChange(
  lookup: CubeCardLookup,
  facts: Omit<CardListFacts, 'metadata'>,
  touched: { before: readonly CubeCard[]; after: readonly CubeCard[] },
): CardListFacts {
  const totals: MetadataTotals = structuredClone(facts.metadataTotals);
  let { cardCount, maybeCount } = facts;
  const count = (entries: readonly CubeCard[], sign: 1 | -1) => {
    for (const entry of entries) {
      if (entry.board === 'main') {
        cardCount += sign;
        addToTotals(totals, analyticsCardOf(lookup, entry), sign);
      } else if (entry.board === 'maybe') maybeCount += sign;
    }
  };
  count(touched.before, -1);
  count(touched.after, 1);
  return { metadata: metadataOf(totals), metadataTotals: totals, cardCount, maybeCount };
}
