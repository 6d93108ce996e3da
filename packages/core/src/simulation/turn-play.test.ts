import { describe, expect, it } from 'vitest';
import { type SimulationInput, simulate } from './run';
import { testCube } from './synthetic-cube.test-support';

const { cards, entries } = testCube(360);
const base = (format: SimulationInput['format'], seats: number): SimulationInput => ({
  entries,
  cards: (id) => cards.get(id),
  format,
  seats,
  drafts: 6,
  seed: 'turn-sim',
});

describe('simulating turn-based modes', () => {
  it('Winston: every dealt card picked once, a deck per seat, the same report for the same seed', () => {
    const input = base({ kind: 'turn', mode: 'winston' }, 2);
    const report = simulate(input);
    const sum = (f: (c: (typeof report.cards)[number]) => number) =>
      report.cards.reduce((s, c) => s + f(c), 0);
    // 45 cards per seat: every card of the stack ends in a pool.
    expect(sum((c) => c.seen)).toBe(6 * 90);
    expect(sum((c) => c.picks)).toBe(6 * 90);
    expect(report.format).toBe('Winston');
    expect(report.deckColors.reduce((n, r) => n + r.decks, 0)).toBe(12);
    expect(JSON.stringify(simulate({ ...input, chunk: 2 }))).toBe(JSON.stringify(report));
  });

  it('Rochester: booster packs opened one at a time, every card picked', () => {
    const report = simulate(
      base({ kind: 'turn', mode: 'rochester', settings: { packs: 2, cardsPerPack: 10 } }, 4),
    );
    expect(report.cards.reduce((s, c) => s + c.picks, 0)).toBe(6 * 4 * 2 * 10);
    expect(report.deckColors.reduce((n, r) => n + r.decks, 0)).toBe(24);
  });

  it('Grid: picks and burns together account for every dealt card', () => {
    const report = simulate(base({ kind: 'turn', mode: 'grid', settings: { grids: 10 } }, 2));
    const seen = report.cards.reduce((s, c) => s + c.seen, 0);
    const taken = report.cards.reduce((s, c) => s + c.picks + c.burned, 0);
    expect(seen).toBe(6 * 90);
    expect(taken).toBe(seen);
  });

  it('Glimpse and Silent Auction simulate through the registry alone', () => {
    const glimpse = simulate(
      base({ kind: 'turn', mode: 'glimpse', settings: { packs: 2, cardsPerPack: 15 } }, 4),
    );
    const total = (r: typeof glimpse, f: (c: (typeof r.cards)[number]) => number) =>
      r.cards.reduce((s, c) => s + f(c), 0);
    // 8 packs of 15 a draft: 5 picks and 10 burns from each.
    expect(total(glimpse, (c) => c.picks)).toBe(6 * 8 * 5);
    expect(total(glimpse, (c) => c.burned)).toBe(6 * 8 * 10);
    const auction = simulate(
      base({ kind: 'turn', mode: 'silent-auction', settings: { cardsPerSeat: 10 } }, 3),
    );
    expect(total(auction, (c) => c.picks)).toBe(6 * 30);
    expect(auction.format).toBe('Silent Auction');
  });

  it('refuses a table the mode cannot seat, with the mode’s own message', () => {
    expect(() => simulate(base({ kind: 'turn', mode: 'winston' }, 4))).toThrow(
      'Winston draft is for 2 to 3 players, got 4.',
    );
  });
});
