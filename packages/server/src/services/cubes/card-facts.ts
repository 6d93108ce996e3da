import { type AnalyticsCard, computeCubeMetadata } from '@cubewright/core/analytics';
import { type CubeCard, withOverrides } from '@cubewright/core/cube';
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
export function cardListFacts(lookup: CubeCardLookup, cards: readonly CubeCard[]) {
  const main = cards.filter((c) => c.board === 'main');
  return {
    metadata: computeCubeMetadata(main.map((c) => analyticsCardOf(lookup, c))),
    ...boardCounts(cards),
  };
}
