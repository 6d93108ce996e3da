// Two cubes side by side: the same breakdowns the analytics tab shows for one cube (colour category,
// type, curve), row by row for both, and the card names the two lists share or hold alone.
import { COLOR_CATEGORIES } from '../cube/types';
import { colorDistribution, manaCurve, typeBreakdown } from './breakdowns';
import { type AnalyticsCard, CURVE_BUCKETS, TYPE_BUCKETS } from './card-facts';

/** One main-board entry of a cube to compare: its name, and its facts when the card data knows it. */
export interface CompareEntry {
  name: string;
  facts: AnalyticsCard | null;
}

/** A breakdown row with the count in cube A and in cube B. */
export interface PairedCount {
  label: string;
  a: number;
  b: number;
}

/** A card name and how many copies each cube holds (0 where it has none). */
export interface NameCopies {
  name: string;
  a: number;
  b: number;
}

export interface CubeComparison {
  /** Entries per cube (copies counted), including cards unknown to the card data. */
  totals: { a: number; b: number };
  /** Each card once, by colour category (overrides applied), rows where both are 0 left out. */
  colors: PairedCount[];
  /** By type group, TYPE_BUCKETS order, empty rows left out. */
  types: PairedCount[];
  /** Non-land cards per mana value column (every column kept, so the curve reads left to right). */
  curve: PairedCount[];
  /** Names in both lists, then in only one; each sorted by name. */
  inCommon: NameCopies[];
  onlyA: NameCopies[];
  onlyB: NameCopies[];
}

// Names match regardless of case and surrounding spaces; the first spelling seen is the one shown.
const nameKey = (name: string) => name.trim().toLowerCase();

function copiesByName(entries: readonly CompareEntry[]): Map<string, { name: string; copies: number }> {
  const byName = new Map<string, { name: string; copies: number }>();
  for (const entry of entries) {
    const key = nameKey(entry.name);
    const seen = byName.get(key);
    if (seen) seen.copies++;
    else byName.set(key, { name: entry.name.trim(), copies: 1 });
  }
  return byName;
}

function paired(labels: readonly string[], a: number[], b: number[], keepEmpty: boolean): PairedCount[] {
  return labels
    .map((label, i) => ({ label, a: a[i] ?? 0, b: b[i] ?? 0 }))
    .filter((row) => keepEmpty || row.a > 0 || row.b > 0);
}

const known = (entries: readonly CompareEntry[]) => entries.flatMap((e) => (e.facts ? [e.facts] : []));

function typeCounts(cards: readonly AnalyticsCard[]): number[] {
  const counts = new Map(typeBreakdown(cards).map((t) => [t.label, t.count]));
  return TYPE_BUCKETS.map((t) => counts.get(t) ?? 0);
}

/** Compares cube A with cube B (pass each cube's main board). */
export function compareCubes(a: readonly CompareEntry[], b: readonly CompareEntry[]): CubeComparison {
  const factsA = known(a);
  const factsB = known(b);
  const colorsA = colorDistribution(factsA).byCategory;
  const colorsB = colorDistribution(factsB).byCategory;

  const namesA = copiesByName(a);
  const namesB = copiesByName(b);
  const inCommon: NameCopies[] = [];
  const onlyA: NameCopies[] = [];
  for (const [key, { name, copies }] of namesA) {
    const other = namesB.get(key);
    (other ? inCommon : onlyA).push({ name, a: copies, b: other?.copies ?? 0 });
  }
  const onlyB = [...namesB]
    .filter(([key]) => !namesA.has(key))
    .map(([, { name, copies }]) => ({ name, a: 0, b: copies }));
  const byName = (x: NameCopies, y: NameCopies) => x.name.localeCompare(y.name);

  return {
    totals: { a: a.length, b: b.length },
    colors: paired(
      COLOR_CATEGORIES,
      COLOR_CATEGORIES.map((c) => colorsA[c]),
      COLOR_CATEGORIES.map((c) => colorsB[c]),
      false,
    ),
    types: paired(TYPE_BUCKETS, typeCounts(factsA), typeCounts(factsB), false),
    curve: paired(CURVE_BUCKETS, manaCurve(factsA).totals, manaCurve(factsB).totals, true),
    inCommon: inCommon.sort(byName),
    onlyA: onlyA.sort(byName),
    onlyB: onlyB.sort(byName),
  };
}
