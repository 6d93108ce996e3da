import type { Color } from '../cards/types';
import { colorCategoryOf } from './color-category';
import { COLOR_CATEGORIES, type ColorCategory } from './types';

/** What the default list order reads of an entry; missing card facts sort as colourless, mana value 0. */
export interface ListOrderFacts {
  name: string;
  colorCategory: ColorCategory | null;
  colors?: readonly string[] | null;
  typeLine?: string | null;
  cmc?: number | null;
}

/**
 * The order a cube's list shows by default: colour group (white, blue, black, red, green, multicolour,
 * colourless, land; an entry's override wins), then mana value, then name.
 */
export function compareListOrder(a: ListOrderFacts, b: ListOrderFacts): number {
  return colorRank(a) - colorRank(b) || (a.cmc ?? 0) - (b.cmc ?? 0) || a.name.localeCompare(b.name);
}

function colorRank(e: ListOrderFacts): number {
  const card = { colors: (e.colors ?? []) as Color[], typeLine: e.typeLine ?? '' };
  return COLOR_CATEGORIES.indexOf(colorCategoryOf(card, e.colorCategory));
}
