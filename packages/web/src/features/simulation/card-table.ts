// Pure helpers for the per-card statistics table: colour filter, name filter, sorting and CSV export.
import type { CardPickStats } from '@cubewright/core/simulation';

export type ColorFilter = 'all' | 'W' | 'U' | 'B' | 'R' | 'G' | 'multi' | 'colorless';
export type SortKey = 'name' | 'avgPick' | 'firstPickRate' | 'wheelRate' | 'deckRate' | 'picks';

export const SORT_LABELS: Record<SortKey, string> = {
  name: 'Card',
  avgPick: 'Avg pick',
  firstPickRate: 'First-pick rate',
  wheelRate: 'Wheel rate',
  deckRate: 'In deck',
  picks: 'Picks',
};

function colorMatches(colors: string, filter: ColorFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'multi') return colors.length > 1;
  if (filter === 'colorless') return colors.length === 0;
  return colors.includes(filter);
}

/** Rows matching the colour and name filters, sorted; never-picked cards sort last by average pick. */
export function tableRows(
  cards: readonly CardPickStats[],
  opts: { color: ColorFilter; name: string; sort: SortKey; descending: boolean },
): CardPickStats[] {
  const needle = opts.name.trim().toLowerCase();
  const rows = cards.filter(
    (c) => colorMatches(c.colors, opts.color) && (!needle || c.name.toLowerCase().includes(needle)),
  );
  const dir = opts.descending ? -1 : 1;
  const value = (c: CardPickStats) =>
    opts.sort === 'avgPick' ? (c.avgPick ?? Number.POSITIVE_INFINITY) : c[opts.sort];
  return rows.sort((a, b) => {
    if (opts.sort === 'name') return dir * a.name.localeCompare(b.name);
    const x = value(a) as number;
    const y = value(b) as number;
    if (x === y) return a.name.localeCompare(b.name);
    // Unpicked cards (infinite average pick) stay at the bottom in either direction.
    if (!Number.isFinite(x)) return 1;
    if (!Number.isFinite(y)) return -1;
    return dir * (x - y);
  });
}

const quote = (s: string) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** The card statistics as CSV, one row per card. */
export function cardsCsv(cards: readonly CardPickStats[]): string {
  const head =
    'name,colors,seen,picks,avg_pick,first_picks,p1p1,first_pick_rate,wheels,wheel_rate,in_deck,deck_rate';
  const lines = cards.map((c) =>
    [
      quote(c.name),
      c.colors,
      c.seen,
      c.picks,
      c.avgPick === null ? '' : c.avgPick.toFixed(2),
      c.firstPicks,
      c.p1p1,
      c.firstPickRate.toFixed(4),
      c.wheels,
      c.wheelRate.toFixed(4),
      c.inDeck,
      c.deckRate.toFixed(4),
    ].join(','),
  );
  return [head, ...lines].join('\n');
}

/** A rate as a whole percentage. */
export const percent = (x: number) => `${Math.round(x * 100)}%`;
