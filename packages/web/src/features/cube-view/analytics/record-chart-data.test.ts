import type { RecordTallyWire } from '@cubewright/core/protocol';
import { describe, expect, it } from 'vitest';
import { barText, cardWinRateBars, winRateBars } from './record-chart-data';

const tally = (key: string, t: Partial<RecordTallyWire>): RecordTallyWire & { key: string } => ({
  key,
  decks: 1,
  matches: 0,
  wins: 0,
  losses: 0,
  draws: 0,
  winRate: null,
  interval: null,
  ...t,
});

describe('record chart data', () => {
  it('draws each win rate with its interval as distances around the bar', () => {
    const bars = winRateBars(
      [tally('WU', { decks: 4, matches: 10, winRate: 0.5, interval: [0.2366, 0.7634] })],
      (r) => r.key,
    );
    expect(bars).toEqual([
      { label: 'WU', winRate: 50, error: [26.3, 26.3], low: 23.7, high: 76.3, matches: 10, decks: 4 },
    ]);
    expect(barText(bars[0]!)).toBe('50.0% (10 matches, 95%: 23.7–76.3%)');
  });

  it('leaves out rows without matches and keeps the server order up to the limit', () => {
    const rows = [
      tally('A', { matches: 3, winRate: 1, interval: [0.4385, 1] }),
      tally('B', {}),
      tally('C', { matches: 1, winRate: 0, interval: [0, 0.7935] }),
      tally('D', { matches: 2, winRate: 0.5, interval: [0.0945, 0.9055] }),
    ];
    expect(winRateBars(rows, (r) => r.key, 2).map((b) => b.label)).toEqual(['A', 'C']);
    expect(barText(winRateBars(rows, (r) => r.key)[1]!)).toBe('0.0% (1 match, 95%: 0.0–79.4%)');
  });

  it('names cards by their names', () => {
    const cards = [
      {
        ...tally('x', { matches: 4, winRate: 0.75, interval: [0.3, 0.95] }),
        cardId: 'x',
        name: 'Lightning Bolt',
        mainDeckRate: 1,
      },
    ];
    expect(cardWinRateBars({ cards }).map((b) => b.label)).toEqual(['Lightning Bolt']);
  });
});
