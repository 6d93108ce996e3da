import { describe, expect, it } from 'vitest';
import { buildDeck } from '../bots/deck';
import { botCardLookup } from '../bots/picker';
import { toDraftCard } from '../draft/packs';
import { createRng } from '../random';
import { compileCube } from './compiled-cube';
import { FastDeckBuilder } from './fast-deck';
import { maskLetters } from './report';
import { runSimulation, SimulationError, type SimulationInput, simulate } from './run';
import { testCube } from './synthetic-cube.test-support';

const { cards, entries } = testCube(540, (i) =>
  i % 9 === 0 ? ['aggro'] : i % 10 === 0 ? ['control', 'aggro'] : [],
);
const base: SimulationInput = {
  entries,
  cards: (id) => cards.get(id),
  format: { kind: 'booster', packsPerPlayer: 3, cardsPerPack: 15 },
  seats: 8,
  drafts: 30,
  seed: 'sim-test',
};

describe('runSimulation', () => {
  const report = simulate(base);

  it('is deterministic per seed and independent of chunking', () => {
    expect(JSON.stringify(simulate({ ...base, chunk: 7 }))).toBe(JSON.stringify(report));
    expect(JSON.stringify(simulate({ ...base, seed: 'other' }))).not.toBe(JSON.stringify(report));
  });

  it('counts every pick, first pick and deck exactly once', () => {
    const sum = (f: (c: (typeof report.cards)[number]) => number) =>
      report.cards.reduce((s, c) => s + f(c), 0);
    expect(sum((c) => c.picks)).toBe(30 * 8 * 45);
    expect(sum((c) => c.seen)).toBe(30 * 8 * 45);
    expect(sum((c) => c.firstPicks)).toBe(30 * 8 * 3);
    expect(sum((c) => c.p1p1)).toBe(30 * 8);
    // Picks 9-15 of each pack come after the pack went round an 8-seat table.
    expect(sum((c) => c.wheels)).toBe(30 * 8 * 3 * 7);
    for (const c of report.cards) {
      expect(c.picks + c.burned).toBe(c.seen);
      expect(c.inDeck).toBeLessThanOrEqual(c.picks);
      if (c.avgPick !== null) expect(c.avgPick).toBeGreaterThanOrEqual(1);
    }
    expect(report.deckColors.reduce((s, r) => s + r.decks, 0)).toBe(240);
    expect(report.archetypes.reduce((s, r) => s + r.decks, 0)).toBe(240);
    expect(report.map).toHaveLength(240);
    expect(report.colorPairs.reduce((s, r) => s + r.decks, 0)).toBeLessThanOrEqual(240);
  });

  it('judges cards as the entries override them', () => {
    // The most drafted card, overridden to a basic land (worth nothing to a bot), falls far back.
    const top = report.mostDrafted[0]!;
    const before = report.cards.find((c) => c.cardId === top)!.avgPick!;
    const overridden = simulate({
      ...base,
      entries: entries.map((e) => (e.cardId === top ? { ...e, typeLine: 'Basic Land — Plains' } : e)),
    });
    expect(overridden.cards.find((c) => c.cardId === top)!.avgPick!).toBeGreaterThan(before + 3);
  });

  it('builds 40-card sample decks with a curve of their spells', () => {
    expect(report.sampleDecks).toHaveLength(8);
    for (const deck of report.sampleDecks) {
      const basics = Object.values(deck.basics).reduce((s, n) => s + n, 0);
      expect(deck.cards.length + basics).toBe(40);
      expect(deck.curve.reduce((s, n) => s + n, 0)).toBe(deck.cards.filter((c) => c.type !== 'Land').length);
      expect(deck.colors.length).toBeLessThanOrEqual(2);
    }
  });

  it('ranks strong cards before weak ones', () => {
    const best = report.cards.find((c) => c.cardId === report.mostDrafted[0])!;
    const worst = report.cards.find((c) => c.cardId === report.leastDrafted[0])!;
    expect(best.avgPick!).toBeLessThan(worst.avgPick!);
    expect(best.avgPick!).toBeLessThan(4);
  });

  it('yields progress per chunk and refuses what it cannot run', () => {
    const seen: number[] = [];
    const run = runSimulation({ ...base, drafts: 10, chunk: 4 }, (p) => seen.push(p.done));
    let step = run.next();
    while (!step.done) step = run.next();
    expect(seen).toEqual([4, 8, 10]);
    expect(() => simulate({ ...base, entries: entries.slice(0, 300) })).toThrow(SimulationError);
    expect(() => simulate({ ...base, drafts: 0 })).toThrow(/Drafts must be/);
    expect(() => simulate({ ...base, seats: 17 })).toThrow(/Seats must be/);
  });

  it('deals a custom slot from the board it names, which a booster draft never touches', () => {
    // The last 16 entries move to a "Lands" board: one card of it in each pack, the rest from main.
    const withLands = entries.map((e, i) => (i >= entries.length - 16 ? { ...e, board: 'b-lands1' } : e));
    const landIds = new Set(withLands.filter((e) => e.board === 'b-lands1').map((e) => e.cardId));
    const report = simulate({
      ...base,
      entries: withLands,
      drafts: 3,
      format: {
        kind: 'custom',
        name: 'One land a pack',
        packs: [0, 1].map(() => ({
          slots: [
            { count: 14, filter: '' },
            { count: 1, filter: '', boards: ['b-lands1'] },
          ],
        })),
      },
    });
    const lands = report.cards.filter((c) => landIds.has(c.cardId));
    expect(lands.length).toBe(16);
    expect(lands.reduce((n, c) => n + c.picks, 0)).toBe(3 * 8 * 2);
    const booster = simulate({ ...base, entries: withLands, drafts: 3 });
    expect(booster.cards.some((c) => landIds.has(c.cardId))).toBe(false);
  });

  it('runs custom formats with burns, and learned ratings change the picks', () => {
    const custom = simulate({
      ...base,
      drafts: 5,
      format: {
        kind: 'custom',
        name: 'Burn',
        packs: [0, 1].map(() => ({
          slots: [{ count: 12, filter: '' }],
          steps: Array(6).fill({ picks: 1, burns: 1 }),
        })),
      },
    });
    const picks = custom.cards.reduce((s, c) => s + c.picks, 0);
    const burned = custom.cards.reduce((s, c) => s + c.burned, 0);
    expect(picks + burned).toBe(5 * 8 * 24);
    expect(burned).toBe(5 * 8 * 12);
    const loved = simulate({ ...base, drafts: 10, ratings: { k1: 5 } }).cards.find((c) => c.cardId === 'k1')!;
    const hated = simulate({ ...base, drafts: 10, ratings: { k1: 0 } }).cards.find((c) => c.cardId === 'k1')!;
    expect(loved.avgPick!).toBeLessThan(hated.avgPick!);
  });
});

describe('FastDeckBuilder', () => {
  it('builds the same decks as the reference deck builder', () => {
    const main = entries.slice(0, 300);
    const cube = compileCube(main, (id) => cards.get(id));
    const builder = new FastDeckBuilder(cube, 45);
    const lookup = botCardLookup({ cards: (id) => cards.get(id) });
    const rng = createRng('decks');
    for (let k = 0; k < 30; k++) {
      const pool = Array.from({ length: 45 }, () => rng.int(main.length)).filter(
        (e, i, a) => a.indexOf(e) === i,
      );
      const fast = builder.build(pool);
      const ref = buildDeck(
        pool.map((e) => toDraftCard(main[e]!)),
        lookup,
      );
      expect(maskLetters(fast.mask)).toBe(ref.colors.join(''));
      expect(fast.main.map((e) => main[e]!.id).sort()).toEqual(ref.main.map((c) => c.id).sort());
      expect(fast.basics).toEqual(['W', 'U', 'B', 'R', 'G'].map((c) => ref.basics[c as 'W']));
    }
  });
});
