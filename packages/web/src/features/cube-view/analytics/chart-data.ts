import type { ManaCurve } from '@cubewright/core/analytics';

/** Fill colours of the colour categories (readable on white, distinct for the stacked curve). */
export const CATEGORY_COLORS: Record<string, string> = {
  white: '#d6c98a',
  blue: '#2f6fb3',
  black: '#3f3f46',
  red: '#c2410c',
  green: '#15803d',
  multicolor: '#b58900',
  colorless: '#94a3b8',
  land: '#8b5e3c',
};
export const COLOR_LETTER_NAMES: Record<string, string> = {
  W: 'White',
  U: 'Blue',
  B: 'Black',
  R: 'Red',
  G: 'Green',
};
export const CATEGORY_NAMES: Record<string, string> = {
  white: 'White',
  blue: 'Blue',
  black: 'Black',
  red: 'Red',
  green: 'Green',
  multicolor: 'Multicolour',
  colorless: 'Colourless',
  land: 'Land',
};

/** The fill of a bar labelled with a colour or category name ("Blue", "Multicolour"), if it is one. */
export function colourOfLabel(label: string): string | undefined {
  const key = Object.entries(CATEGORY_NAMES).find(([, name]) => name === label)?.[0];
  return key ? CATEGORY_COLORS[key] : undefined;
}

/** Recharts rows for a stacked curve: one row per mana value column, one key per colour category. */
export function curveRows(curve: ManaCurve): Record<string, string | number>[] {
  return curve.buckets.map((bucket, i) => {
    const row: Record<string, string | number> = { bucket, total: curve.totals[i] ?? 0 };
    for (const line of curve.rows) row[line.category] = line.counts[i] ?? 0;
    return row;
  });
}
