import { CURVE_BUCKETS, curveBucketIndex, isLand } from '@cubewright/core/analytics';
import { COLOR_CATEGORIES, type ColorCategory, colorCategoryOf } from '@cubewright/core/cube';
import { compareNames } from '../../../lib/compare-names';
import type { ListItem } from './list-item';

interface CurveLine {
  category: ColorCategory;
  /** Items per CURVE_BUCKETS column, sorted by name. */
  columns: ListItem[][];
  total: number;
}

export interface CurveLayout {
  buckets: readonly string[];
  /** One line per colour category with spells, in WUBRG order, then multicolour and colourless. */
  lines: CurveLine[];
  /** Lands are listed apart: they have no place on a curve. */
  lands: ListItem[];
}

/** Buckets items into curve columns (mana value 0 to 7+) per colour category, lands apart. */
export function curveLayout(items: readonly ListItem[]): CurveLayout {
  const byCategory = new Map<ColorCategory, ListItem[][]>();
  const lands: ListItem[] = [];
  for (const item of items) {
    if (isLand(item.card)) {
      lands.push(item);
      continue;
    }
    const category = colorCategoryOf(item.card, item.entry.colorCategory);
    const columns = byCategory.get(category) ?? CURVE_BUCKETS.map(() => []);
    columns[curveBucketIndex(item.card.cmc)]!.push(item);
    byCategory.set(category, columns);
  }
  const byName = (a: ListItem, b: ListItem) => compareNames(a.entry.name, b.entry.name);
  const lines = COLOR_CATEGORIES.filter((c) => byCategory.has(c)).map((category) => {
    const columns = byCategory.get(category)!.map((col) => col.sort(byName));
    return { category, columns, total: columns.reduce((n, col) => n + col.length, 0) };
  });
  return { buckets: CURVE_BUCKETS, lines, lands: lands.sort(byName) };
}
