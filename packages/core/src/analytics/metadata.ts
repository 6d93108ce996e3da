import { COLORS, type Color } from '../cards/types';
import type { CubeMetadata } from '../cube/types';
import { type AnalyticsCard, isLand, typeBucketOf } from './card-facts';

/** Rounds to two decimals, the precision shown in headers. */
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The cube's summary metadata (spec section 3) from its main-board cards. A null entry is a card the
 * card data does not know: it counts in totalCards and under `Unknown` type and `unknown` rarity.
 */
export function computeCubeMetadata(cards: readonly (AnalyticsCard | null)[]): CubeMetadata {
  const colors = new Set<Color>();
  const cardsByRarity: Record<string, number> = {};
  const cardsByType: Record<string, number> = {};
  let cmcSum = 0;
  let spells = 0;
  for (const card of cards) {
    const type = card ? typeBucketOf(card.typeLine) : 'Unknown';
    const rarity = card?.rarity ?? 'unknown';
    cardsByType[type] = (cardsByType[type] ?? 0) + 1;
    cardsByRarity[rarity] = (cardsByRarity[rarity] ?? 0) + 1;
    if (!card) continue;
    for (const color of card.colors) colors.add(color);
    if (!isLand(card)) {
      cmcSum += card.cmc;
      spells++;
    }
  }
  return {
    colors: COLORS.filter((c) => colors.has(c)),
    averageCmc: spells ? round2(cmcSum / spells) : 0,
    totalCards: cards.length,
    cardsByRarity,
    cardsByType,
  };
}
