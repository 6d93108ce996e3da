import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairingProblem } from './check-pairings';
import { withoutDropped } from './drops';
import { roundRobinRound } from './round-robin';

describe('withoutDropped', () => {
  it('gives a dropped player’s opponent the bye and leaves out a table of two dropped players', () => {
    const round = [
      { a: 'a', b: 'b' },
      { a: 'c', b: 'd' },
      { a: 'e', b: 'f' },
      { a: 'g', b: null },
    ];
    expect(withoutDropped(round, new Set(['a', 'c', 'd', 'g']))).toEqual([
      { a: 'e', b: 'f' },
      { a: 'b', b: null },
    ]);
    expect(withoutDropped(round, new Set())).toEqual(round);
  });

  it('never pairs a dropped player, and pairs every player still in exactly once (round robin)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 12 }), fc.nat(20), fc.array(fc.nat(11)), (n, r, drops) => {
        const ids = Array.from({ length: n }, (_, i) => `p${i}`);
        const dropped = new Set(drops.filter((d) => d < n).map((d) => `p${d}`));
        const round = withoutDropped(roundRobinRound(ids, r), dropped);
        const playing = round.flatMap((p) => (p.b === null ? [p.a] : [p.a, p.b]));
        expect(playing.some((p) => dropped.has(p))).toBe(false);
        // Every player still in is paired once; byes may be more than one (each from a drop).
        expect(new Set(playing).size).toBe(playing.length);
        expect(playing.length).toBe(n - dropped.size);
        if (dropped.size === 0) expect(pairingProblem(ids, round)).toBeNull();
      }),
    );
  });
});
