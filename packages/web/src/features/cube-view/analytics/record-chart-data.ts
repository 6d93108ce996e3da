// Rows of the "From recorded events" charts: a match win rate as a bar with its 95% interval as a
// whisker, so a curator sees at a glance which rates rest on three matches and which on thirty.
import type { RecordStatsResponse, RecordTallyWire } from '@cubewright/core/protocol';

export interface WinRateBar {
  label: string;
  /** Match win rate in percent, one decimal. */
  winRate: number;
  /** The interval as distances below and above the bar (what Recharts' ErrorBar draws). */
  error: [number, number];
  low: number;
  high: number;
  matches: number;
  decks: number;
}

const round1 = (x: number) => Math.round(x * 10) / 10;
const pct = (x: number) => round1(x * 100);

/** Bars for the rows that played matches (a row without matches has no rate to draw), in their order. */
export function winRateBars<T extends RecordTallyWire>(
  rows: readonly T[],
  label: (row: T) => string,
  limit = 15,
): WinRateBar[] {
  const out: WinRateBar[] = [];
  for (const row of rows) {
    if (out.length >= limit) break;
    if (row.winRate === null || !row.interval || row.matches === 0) continue;
    const winRate = pct(row.winRate);
    const low = pct(row.interval[0]);
    const high = pct(row.interval[1]);
    out.push({
      label: label(row),
      winRate,
      error: [Math.max(0, round1(winRate - low)), Math.max(0, round1(high - winRate))],
      low,
      high,
      matches: row.matches,
      decks: row.decks,
    });
  }
  return out;
}

/** The most played cards (the server sends cards by decks, most first) as win-rate bars. */
export function cardWinRateBars(stats: Pick<RecordStatsResponse, 'cards'>, limit = 15): WinRateBar[] {
  return winRateBars(stats.cards, (c) => c.name, limit);
}

/** "58.3% (24 matches, 95%: 38.8–75.5%)", the words beside a bar for those who do not read charts. */
export function barText(bar: WinRateBar): string {
  return `${bar.winRate.toFixed(1)}% (${bar.matches} ${bar.matches === 1 ? 'match' : 'matches'}, 95%: ${bar.low.toFixed(1)}–${bar.high.toFixed(1)}%)`;
}
