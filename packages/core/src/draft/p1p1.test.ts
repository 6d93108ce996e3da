import { describe, expect, it } from 'vitest';
import { DEFAULT_DRAFT_FORMATS } from '../cube/draft-formats';
import { dailyP1P1, P1P1_MAX_SEED, p1p1Pack, utcDay } from './p1p1';
import { syntheticCube } from './synthetic-draft.test-support';

const cube = { cards: syntheticCube(360), lookup: () => undefined };
const format = DEFAULT_DRAFT_FORMATS.default;
const ids = (r: ReturnType<typeof p1p1Pack>) => (r.ok ? r.value.map((c) => c.id) : r.error);

describe('p1p1Pack', () => {
  it('deals the same pack for the same seed, and another for another seed', () => {
    const a = ids(p1p1Pack(cube, format, 1234));
    expect(a).toHaveLength(format.cardsPerPack);
    expect(ids(p1p1Pack(cube, format, 1234))).toEqual(a);
    // Same cube, cards listed in the same order by a fresh copy: still the same pack.
    expect(ids(p1p1Pack({ ...cube, cards: [...cube.cards] }, format, 1234))).toEqual(a);
    expect(ids(p1p1Pack(cube, format, 1235))).not.toEqual(a);
  });

  it('refuses seeds outside 1 to 2^31 - 1 and a cube too small to deal', () => {
    for (const seed of [0, -1, 1.5, P1P1_MAX_SEED + 1, Number.NaN]) {
      const r = p1p1Pack(cube, format, seed);
      expect(r.ok, String(seed)).toBe(false);
    }
    expect(p1p1Pack(cube, format, P1P1_MAX_SEED).ok).toBe(true);
    const small = p1p1Pack({ ...cube, cards: cube.cards.slice(0, 20) }, format, 7);
    expect(small.ok).toBe(false);
  });
});

describe('dailyP1P1', () => {
  const featured = ['cube-c', 'cube-a', 'cube-b', 'cube-d'];

  it('gives everyone the same cube and seed on one UTC day, whatever order the ids come in', () => {
    const day = utcDay(new Date('2026-11-24T23:59:59Z'));
    expect(day).toBe('2026-11-24');
    const first = dailyP1P1(day, featured);
    expect(first).not.toBeNull();
    expect(featured).toContain(first!.cubeId);
    expect(first!.seed).toBeGreaterThanOrEqual(1);
    expect(first!.seed).toBeLessThanOrEqual(P1P1_MAX_SEED);
    expect(dailyP1P1(utcDay(new Date('2026-11-24T00:00:00Z')), [...featured].reverse())).toEqual(first);
  });

  it('changes with the day and spreads over the featured cubes', () => {
    const days = Array.from({ length: 40 }, (_, i) => utcDay(new Date(Date.UTC(2026, 0, 1 + i))));
    const picks = days.map((d) => dailyP1P1(d, featured)!);
    expect(new Set(picks.map((p) => p.seed)).size).toBe(days.length);
    expect(new Set(picks.map((p) => p.cubeId))).toEqual(new Set(featured));
  });

  it('has no daily pack without featured cubes', () => {
    expect(dailyP1P1('2026-11-24', [])).toBeNull();
  });
});
