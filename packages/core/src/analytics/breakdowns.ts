import { COLORS, type Color } from '../cards/types';
import { colorCategoryOf } from '../cube/color-category';
import { COLOR_CATEGORIES, type ColorCategory } from '../cube/types';
import {
  type AnalyticsCard,
  CURVE_BUCKETS,
  curveBucketIndex,
  isLand,
  RARITY_ORDER,
  TYPE_BUCKETS,
  typeBucketOf,
} from './card-facts';

export interface CurveRow {
  category: ColorCategory;
  /** Cards per CURVE_BUCKETS column. */
  counts: number[];
  total: number;
}

export interface ManaCurve {
  buckets: readonly string[];
  /** One row per colour category that has cards (lands excluded), in COLOR_CATEGORIES order. */
  rows: CurveRow[];
  /** Column totals over all rows. */
  totals: number[];
  averageCmc: number;
}

/** Mana curve by colour category, lands left out. */
export function manaCurve(cards: readonly AnalyticsCard[]): ManaCurve {
  const rows = new Map<ColorCategory, number[]>();
  const totals: number[] = CURVE_BUCKETS.map(() => 0);
  let sum = 0;
  let count = 0;
  for (const card of cards) {
    if (isLand(card)) continue;
    const category = colorCategoryOf(card, card.colorCategory ?? null);
    const row = rows.get(category) ?? CURVE_BUCKETS.map(() => 0);
    const column = curveBucketIndex(card.cmc);
    row[column]!++;
    totals[column]!++;
    rows.set(category, row);
    sum += card.cmc;
    count++;
  }
  return {
    buckets: CURVE_BUCKETS,
    rows: COLOR_CATEGORIES.filter((c) => rows.has(c)).map((category) => {
      const counts = rows.get(category)!;
      return { category, counts, total: counts.reduce((a, b) => a + b, 0) };
    }),
    totals,
    averageCmc: count ? Math.round((sum / count) * 100) / 100 : 0,
  };
}

export interface ColorDistribution {
  /** Cards that are (at least partly) each colour; a gold card counts for each of its colours. */
  byColor: Record<Color, number>;
  /** Cards per colour category (each card once, overrides applied). */
  byCategory: Record<ColorCategory, number>;
}

/** Colour distribution: per colour and per colour category. */
export function colorDistribution(cards: readonly AnalyticsCard[]): ColorDistribution {
  const byColor = Object.fromEntries(COLORS.map((c) => [c, 0])) as Record<Color, number>;
  const byCategory = Object.fromEntries(COLOR_CATEGORIES.map((c) => [c, 0])) as Record<ColorCategory, number>;
  for (const card of cards) {
    for (const color of card.colors) byColor[color]++;
    byCategory[colorCategoryOf(card, card.colorCategory ?? null)]++;
  }
  return { byColor, byCategory };
}

/** A labelled count, in display order. */
export interface Count {
  label: string;
  count: number;
}

/** Cards per type group (TYPE_BUCKETS order, empty groups left out). */
export function typeBreakdown(cards: readonly AnalyticsCard[]): Count[] {
  const counts = new Map<string, number>();
  for (const card of cards) {
    const type = typeBucketOf(card.typeLine);
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  return TYPE_BUCKETS.filter((t) => counts.has(t)).map((label) => ({ label, count: counts.get(label)! }));
}

/** Cards per rarity (common to mythic, then special, bonus, unknown; empty ones left out). */
export function rarityBreakdown(cards: readonly AnalyticsCard[]): Count[] {
  const counts = new Map<string, number>();
  for (const card of cards) {
    const rarity = card.rarity ?? 'unknown';
    counts.set(rarity, (counts.get(rarity) ?? 0) + 1);
  }
  const known: string[] = RARITY_ORDER.filter((r) => counts.has(r));
  const others = [...counts.keys()].filter((r) => !known.includes(r)).sort();
  return [...known, ...others].map((label) => ({ label, count: counts.get(label)! }));
}
