import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maximumMatching } from './maximum-matching';

function bruteForceSize(n: number, edges: ReadonlySet<string>): number {
  const best = (free: number[]): number => {
    if (free.length < 2) return 0;
    const [v, ...rest] = free as [number, ...number[]];
    let size = best(rest);
    rest.forEach((u, j) => {
      if (edges.has(`${Math.min(u, v)}-${Math.max(u, v)}`))
        size = Math.max(size, 1 + best(rest.filter((_, k) => k !== j)));
    });
    return size;
  };
  return best(Array.from({ length: n }, (_, i) => i));
}

describe('maximum matching (blossom)', () => {
  it('matches as many pairs as brute force, with a valid matching', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.array(fc.tuple(fc.nat(8), fc.nat(8)), { maxLength: 24 }),
        (n, raw) => {
          const edges = new Set(
            raw
              .filter(([a, b]) => a < n && b < n && a !== b)
              .map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`),
          );
          const adjacency: number[][] = Array.from({ length: n }, () => []);
          for (const e of edges) {
            const [a, b] = e.split('-').map(Number) as [number, number];
            adjacency[a]?.push(b);
            adjacency[b]?.push(a);
          }
          const mate = maximumMatching(n, adjacency);
          let size = 0;
          mate.forEach((u, v) => {
            if (u === -1) return;
            expect(mate[u]).toBe(v);
            expect(edges.has(`${Math.min(u, v)}-${Math.max(u, v)}`)).toBe(true);
            if (u > v) size++;
          });
          expect(size).toBe(bruteForceSize(n, edges));
        },
      ),
      { numRuns: 300 },
    );
  });
});
