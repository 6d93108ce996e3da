import { describe, expect, it } from 'vitest';
import { choice, createRng, restoreRng, shuffled } from '.';

describe('seeded rng', () => {
  it('repeats for the same seed and differs for another', () => {
    const a = createRng('draft-1');
    const b = createRng('draft-1');
    const c = createRng('draft-2');
    const xs = Array.from({ length: 5 }, () => a.uint32());
    expect(Array.from({ length: 5 }, () => b.uint32())).toEqual(xs);
    expect(Array.from({ length: 5 }, () => c.uint32())).not.toEqual(xs);
  });

  it('derives distinct streams from extra parts', () => {
    expect(createRng('s', 1, 2).uint32()).not.toBe(createRng('s', 2, 1).uint32());
    expect(createRng(7).uint32()).not.toBe(createRng('7').uint32());
  });

  it('resumes from a snapshot', () => {
    const a = createRng(42);
    a.next();
    const b = restoreRng(a.snapshot());
    expect(b.uint32()).toBe(a.uint32());
  });

  it('forks an independent stream deterministically', () => {
    const a = createRng(1).fork();
    const b = createRng(1).fork();
    expect(a.uint32()).toBe(b.uint32());
  });

  it('draws ints in range with a roughly even spread', () => {
    const rng = createRng('spread');
    const counts = [0, 0, 0, 0];
    for (let i = 0; i < 40_000; i++) counts[rng.int(4)]!++;
    for (const n of counts) expect(Math.abs(n - 10_000)).toBeLessThan(500);
    for (let i = 0; i < 1000; i++) {
      const x = rng.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });

  it('shuffles a copy and keeps every element', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const out = shuffled(items, createRng(3));
    expect(out).not.toEqual(items);
    expect([...out].sort((x, y) => x - y)).toEqual(items);
    expect(items[0]).toBe(0);
    expect(choice([], createRng(1))).toBeUndefined();
  });
});
