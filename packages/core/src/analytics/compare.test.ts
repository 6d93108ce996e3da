import { describe, expect, it } from 'vitest';
import type { AnalyticsCard } from './card-facts';
import { type CompareEntry, compareCubes } from './compare';

const bolt: AnalyticsCard = { cmc: 1, colors: ['R'], typeLine: 'Instant', rarity: 'common' };
const bear: AnalyticsCard = { cmc: 2, colors: ['G'], typeLine: 'Creature — Bear', rarity: 'common' };
const charm: AnalyticsCard = { cmc: 3, colors: ['U', 'B'], typeLine: 'Instant', rarity: 'uncommon' };
const island: AnalyticsCard = { cmc: 0, colors: [], typeLine: 'Basic Land — Island', rarity: 'common' };
const titan: AnalyticsCard = { cmc: 9, colors: [], typeLine: 'Creature — Eldrazi', rarity: 'mythic' };

const e = (name: string, facts: AnalyticsCard | null): CompareEntry => ({ name, facts });

const cubeA = [
  e('Lightning Bolt', bolt),
  e('Lightning Bolt', bolt),
  e('Grizzly Bears', bear),
  e('Island', island),
  e('Homebrew Thing', null),
];
const cubeB = [
  e('lightning bolt ', bolt),
  e('Island', island),
  e('Island', island),
  e('Dimir Charm', charm),
  e('Ulamog', titan),
];

describe('compareCubes', () => {
  const c = compareCubes(cubeA, cubeB);

  it('counts entries with copies, unknown cards included', () => {
    expect(c.totals).toEqual({ a: 5, b: 5 });
  });

  it('pairs colour categories, leaving out rows empty in both', () => {
    expect(c.colors).toEqual([
      { label: 'red', a: 2, b: 1 },
      { label: 'green', a: 1, b: 0 },
      { label: 'multicolor', a: 0, b: 1 },
      { label: 'colorless', a: 0, b: 1 },
      { label: 'land', a: 1, b: 2 },
    ]);
  });

  it('pairs type groups in display order', () => {
    expect(c.types).toEqual([
      { label: 'Creature', a: 1, b: 1 },
      { label: 'Instant', a: 2, b: 2 },
      { label: 'Land', a: 1, b: 2 },
    ]);
  });

  it('keeps every curve column, lands left out, 7+ grouped', () => {
    expect(c.curve.map((r) => r.label)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7+']);
    expect(c.curve.map((r) => r.a)).toEqual([0, 2, 1, 0, 0, 0, 0, 0]);
    expect(c.curve.map((r) => r.b)).toEqual([0, 1, 0, 1, 0, 0, 0, 1]);
  });

  it('matches names regardless of case and spaces, with each side’s copies', () => {
    expect(c.inCommon).toEqual([
      { name: 'Island', a: 1, b: 2 },
      { name: 'Lightning Bolt', a: 2, b: 1 },
    ]);
    expect(c.onlyA).toEqual([
      { name: 'Grizzly Bears', a: 1, b: 0 },
      { name: 'Homebrew Thing', a: 1, b: 0 },
    ]);
    expect(c.onlyB).toEqual([
      { name: 'Dimir Charm', a: 0, b: 1 },
      { name: 'Ulamog', a: 0, b: 1 },
    ]);
  });

  it('compares a cube with itself as all in common', () => {
    const self = compareCubes(cubeA, cubeA);
    expect(self.onlyA).toEqual([]);
    expect(self.onlyB).toEqual([]);
    expect(self.inCommon.map((n) => [n.name, n.a, n.b])).toEqual([
      ['Grizzly Bears', 1, 1],
      ['Homebrew Thing', 1, 1],
      ['Island', 1, 1],
      ['Lightning Bolt', 2, 2],
    ]);
  });

  it('handles an empty cube', () => {
    const empty = compareCubes([], cubeB);
    expect(empty.totals).toEqual({ a: 0, b: 5 });
    expect(empty.inCommon).toEqual([]);
    expect(empty.onlyB).toHaveLength(4);
    expect(empty.curve.every((r) => r.a === 0)).toBe(true);
  });
});
