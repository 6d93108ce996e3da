import { COLORS, type Color } from '../cards/types';
import type { CubeMetadata } from '../cube/types';
import { type AnalyticsCard, typeBucketOf } from './card-facts';

/** Rounds to two decimals, the precision shown in headers. */
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The sums the metadata is derived from. Unlike the metadata (a colour set, a rounded average) they can
 * take a card out as well as in, so a save updates them by its changed entries alone (ADR 0055).
 */
export interface MetadataTotals {
  totalCards: number;
  cardsByRarity: Record<string, number>;
  cardsByType: Record<string, number>;
  /** Main-board cards of each colour. */
  colorCounts: Partial<Record<Color, number>>;
  cmcSum: number;
  spells: number;
}

/** Totals of no cards. */
export const emptyTotals = (): MetadataTotals => ({
  totalCards: 0,
  cardsByRarity: {},
  cardsByType: {},
  colorCounts: {},
  cmcSum: 0,
  spells: 0,
});

const bump = <K extends string>(counts: Partial<Record<K, number>>, key: K, by: number) => {
  const n = (counts[key] ?? 0) + by;
  if (n === 0) delete counts[key];
  else counts[key] = n;
};

/** Adds (`sign` 1) or takes out (`sign` -1) one main-board card; a null card is one the card data does not know. */
export function addToTotals(
  totals: MetadataTotals,
  card: AnalyticsCard | null,
  sign: 1 | -1,
): MetadataTotals {
  totals.totalCards += sign;
  const bucket = card ? typeBucketOf(card.typeLine) : 'Unknown';
  bump(totals.cardsByType, bucket, sign);
  bump(totals.cardsByRarity, card?.rarity ?? 'unknown', sign);
  if (!card) return totals;
  for (const color of new Set(card.colors)) bump(totals.colorCounts, color, sign);
  // A land is left out of the average mana value (isLand, without working the bucket out again).
  if (bucket !== 'Land') {
    totals.cmcSum += sign * card.cmc;
    totals.spells += sign;
  }
  return totals;
}

/** Totals of the given main-board cards. */
export function metadataTotals(cards: readonly (AnalyticsCard | null)[]): MetadataTotals {
  const totals = emptyTotals();
  for (const card of cards) addToTotals(totals, card, 1);
  return totals;
}

/** The metadata the totals describe. */
export function metadataOf(totals: MetadataTotals): CubeMetadata {
  return {
    colors: COLORS.filter((c) => (totals.colorCounts[c] ?? 0) > 0),
    // Sums of fractional costs drift by float error as cards come and go; two decimals hide it.
    averageCmc: totals.spells ? round2(totals.cmcSum / totals.spells) : 0,
    totalCards: totals.totalCards,
    cardsByRarity: { ...totals.cardsByRarity },
    cardsByType: { ...totals.cardsByType },
  };
}

/**
 * The cube's summary metadata (spec section 3) from its main-board cards. A null entry is a card the
 * card data does not know: it counts in totalCards and under `Unknown` type and `unknown` rarity.
 */
export function computeCubeMetadata(cards: readonly (AnalyticsCard | null)[]): CubeMetadata {
  return metadataOf(metadataTotals(cards));
}
