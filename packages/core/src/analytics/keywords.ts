import { colorCategoryOf } from '../cube/color-category';
import { COLOR_CATEGORIES, type ColorCategory } from '../cube/types';
import type { AnalyticsCard } from './card-facts';

/** A main-board card as the keywords breakdown reads it: its facts and Scryfall's `keywords`. */
export type KeywordCard = AnalyticsCard & { keywords: readonly string[] };

/** One keyword: how many cards have it, in all and per colour category. */
export interface KeywordRow {
  keyword: string;
  total: number;
  byCategory: Record<ColorCategory, number>;
}

const none = () => Object.fromEntries(COLOR_CATEGORIES.map((c) => [c, 0])) as Record<ColorCategory, number>;

/**
 * Cards per keyword (a card counts once per keyword it has), split by colour category with overrides
 * applied, most common first and by name among equals.
 */
export function keywordBreakdown(cards: readonly KeywordCard[]): KeywordRow[] {
  const rows = new Map<string, KeywordRow>();
  for (const card of cards) {
    const category = colorCategoryOf(card, card.colorCategory ?? null);
    for (const keyword of new Set(card.keywords)) {
      const row = rows.get(keyword) ?? { keyword, total: 0, byCategory: none() };
      rows.set(keyword, row);
      row.total++;
      row.byCategory[category]++;
    }
  }
  return [...rows.values()].sort((a, b) => b.total - a.total || a.keyword.localeCompare(b.keyword));
}
