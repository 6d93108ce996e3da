import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CardFacts, colorPairOf, recordStats, wilsonInterval } from './record-stats';
import type { MatchResult } from './types';

const FACTS: Record<string, CardFacts> = {
  bolt: { colors: ['R'], tags: ['burn'] },
  guide: { colors: ['R'], tags: ['burn'] },
  chain: { colors: ['R'], tags: ['burn'] },
  opt: { colors: ['U'], tags: [] },
  bear: { colors: ['G'], tags: [] },
  land: { colors: [], tags: [] },
};
const facts = (id: string) => FACTS[id];

describe('what the records teach', () => {
  it('uses the Wilson score interval (5 of 10 is 0.237 to 0.763)', () => {
    const [lo, hi] = wilsonInterval(5, 10);
    expect(lo).toBeCloseTo(0.2366, 4);
    expect(hi).toBeCloseTo(0.7634, 4);
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (n, share) => {
          const k = Math.round(share * n);
          const [a, b] = wilsonInterval(k, n);
          expect(a).toBeLessThanOrEqual(k / n + 1e-12);
          expect(b).toBeGreaterThanOrEqual(k / n - 1e-12);
          expect(a).toBeGreaterThanOrEqual(0);
          expect(b).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('names a deck by its one or two main colours, a splash left out', () => {
    expect(colorPairOf(['bolt', 'guide', 'opt', 'opt', 'land'], facts)).toBe('UR');
    expect(colorPairOf(['bolt', 'guide', 'chain', 'bolt', 'guide', 'opt'], facts)).toBe('R');
    expect(colorPairOf(['land'], facts)).toBe('C');
  });

  it('counts main-deck appearances only, with the decks’ match records', () => {
    // Event e1: burn (A) beats blue (B) 2-0 and draws C (green) 1-1; B beats C 2-1.
    const decks = [
      { eventId: 'e1', playerId: 'A', main: ['bolt', 'guide', 'chain', 'land'], side: ['opt'] },
      { eventId: 'e1', playerId: 'B', main: ['opt', 'opt', 'land'], side: ['bolt'] },
      { eventId: 'e1', playerId: 'C', main: ['bear', 'land'], side: [] },
    ];
    const matches: MatchResult[] = [
      { a: 'A', b: 'B', aWins: 2, bWins: 0, draws: 0 },
      { a: 'A', b: 'C', aWins: 1, bWins: 1, draws: 0 },
      { a: 'B', b: 'C', aWins: 2, bWins: 1, draws: 0 },
      { a: 'C', b: null, aWins: 2, bWins: 0, draws: 0 },
    ];
    const stats = recordStats(decks, new Map([['e1', matches]]), facts);
    const card = (id: string) => stats.cards.find((c) => c.cardId === id);
    expect(card('land')).toMatchObject({ decks: 3, matches: 6, wins: 2, losses: 2, draws: 2, winRate: 0.5 });
    expect(card('bolt')).toMatchObject({
      decks: 1,
      mainDeckRate: 0.5,
      matches: 2,
      wins: 1,
      draws: 1,
      winRate: 0.75,
    });
    expect(card('opt')).toMatchObject({ decks: 1, mainDeckRate: 0.5, wins: 1, losses: 1, winRate: 0.5 });
    // The bye is not a match: green has one draw and one loss.
    expect(card('bear')).toMatchObject({ matches: 2, wins: 0, losses: 1, draws: 1, winRate: 0.25 });
    expect(stats.cards[0]?.cardId).toBe('land');
    expect(stats.colorPairs.map((g) => [g.key, g.decks, g.winRate])).toEqual([
      ['G', 1, 0.25],
      ['R', 1, 0.75],
      ['U', 1, 0.5],
    ]);
    expect(stats.tags).toEqual([expect.objectContaining({ key: 'burn', decks: 1, wins: 1, draws: 1 })]);
    expect(card('bolt')?.interval?.[0]).toBeLessThan(0.75);
  });
});
