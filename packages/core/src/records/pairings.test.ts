import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairingProblem } from './check-pairings';
import { bracketOrder, eliminationFirstRound, eliminationNextRound, eliminationRounds } from './elimination';
import { roundRobinRound, roundRobinRounds } from './round-robin';
import { pairSwiss } from './swiss';
import { type Pairing, pairKey } from './types';

const names = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);

/** Brute force: does any pairing of the players (one bye when odd) avoid every met pair? */
function rematchFreeExists(players: readonly string[], met: ReadonlySet<string>): boolean {
  const go = (rest: readonly string[], byeLeft: boolean): boolean => {
    if (rest.length === 0) return true;
    const [top, ...others] = rest as [string, ...string[]];
    if (byeLeft && go(others, false)) return true;
    return others.some(
      (q, j) => !met.has(pairKey(top, q)) && go([...others.slice(0, j), ...others.slice(j + 1)], byeLeft),
    );
  };
  return go(players, players.length % 2 === 1);
}

const rematchesIn = (round: readonly Pairing[], met: ReadonlySet<string>) =>
  round.filter((p) => p.b !== null && met.has(pairKey(p.a, p.b))).length;

describe('swiss pairing', () => {
  it('pairs the first round top-down and gives the bye to the last seed', () => {
    expect(pairSwiss(names(5), [])).toEqual([
      { a: 'p0', b: 'p1' },
      { a: 'p2', b: 'p3' },
      { a: 'p4', b: null },
    ]);
  });

  it('skips a rematch by taking the next player down', () => {
    const round = pairSwiss(names(4), [
      { a: 'p0', b: 'p1' },
      { a: 'p2', b: 'p3' },
    ]);
    expect(round).toEqual([
      { a: 'p0', b: 'p2' },
      { a: 'p1', b: 'p3' },
    ]);
  });

  it('backtracks when the greedy choice would strand the last two players as a rematch', () => {
    // p0 has met p1, so greedy takes p0-p2, which leaves p1-p3, who already met.
    const history = [
      { a: 'p0', b: 'p1' },
      { a: 'p1', b: 'p3' },
    ];
    expect(pairSwiss(names(4), history)).toEqual([
      { a: 'p0', b: 'p3' },
      { a: 'p1', b: 'p2' },
    ]);
  });

  it('gives the bye to the lowest-ranked player who has not had one', () => {
    const round = pairSwiss(names(5), [{ a: 'p4', b: null }]);
    expect(round.find((p) => p.b === null)?.a).toBe('p3');
  });

  it('pairs with the fewest rematches when none can be avoided', () => {
    const round = pairSwiss(names(2), [{ a: 'p0', b: 'p1' }]);
    expect(round).toEqual([{ a: 'p0', b: 'p1' }]);
  });

  it('never rematches while a legal pairing exists; every player plays once or has the bye', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 11 }),
        fc.array(fc.tuple(fc.nat(10), fc.nat(10)), { maxLength: 30 }),
        fc.array(fc.nat(10), { maxLength: 3 }),
        (n, metRaw, byesRaw) => {
          const players = names(n);
          const history: Pairing[] = [
            ...metRaw
              .filter(([x, y]) => x < n && y < n && x !== y)
              .map(([x, y]) => ({ a: `p${x}`, b: `p${y}` })),
            ...byesRaw.filter((x) => x < n).map((x) => ({ a: `p${x}`, b: null })),
          ];
          const met = new Set(history.flatMap((p) => (p.b === null ? [] : [pairKey(p.a, p.b)])));
          const round = pairSwiss(players, history);
          expect(pairingProblem(players, round)).toBeNull();
          expect(round.filter((p) => p.b === null).length).toBe(n % 2);
          if (rematchFreeExists(players, met)) expect(rematchesIn(round, met)).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('runs six rounds of 64 players without a rematch', () => {
    const players = names(64);
    const history: Pairing[] = [];
    for (let r = 0; r < 6; r++) {
      // Rank by a fixed scramble of the round so the top-down search meets real constraints.
      const ranked = [...players].sort(
        (x, y) =>
          ((x.length * 31 + r * 7 + Number(x.slice(1)) * 13) % 64) -
          ((y.length * 31 + r * 7 + Number(y.slice(1)) * 13) % 64),
      );
      const round = pairSwiss(ranked, history);
      expect(pairingProblem(players, round)).toBeNull();
      const met = new Set(history.map((p) => pairKey(p.a, p.b as string)));
      expect(rematchesIn(round, met)).toBe(0);
      history.push(...round);
    }
  });
});

describe('round robin', () => {
  it('meets everyone exactly once, with one bye a round when odd', () => {
    for (const n of [2, 3, 4, 5, 8, 9]) {
      const players = names(n);
      const met = new Map<string, number>();
      for (let r = 0; r < roundRobinRounds(n); r++) {
        const round = roundRobinRound(players, r);
        expect(pairingProblem(players, round)).toBeNull();
        for (const p of round) if (p.b) met.set(pairKey(p.a, p.b), (met.get(pairKey(p.a, p.b)) ?? 0) + 1);
      }
      expect(met.size).toBe((n * (n - 1)) / 2);
      expect([...met.values()].every((c) => c === 1)).toBe(true);
    }
  });
});

describe('single elimination', () => {
  it('seeds the bracket so 1 and 2 meet only in the final', () => {
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    let round = eliminationFirstRound(names(8));
    expect(round[0]).toEqual({ a: 'p0', b: 'p7' });
    // The better seed always wins.
    const seed = (p: string) => Number(p.slice(1));
    for (let r = 1; r < eliminationRounds(8); r++) {
      expect(round.some((p) => (p.a === 'p0' && p.b === 'p1') || (p.a === 'p1' && p.b === 'p0'))).toBe(false);
      round = eliminationNextRound(round.map((p) => (p.b === null || seed(p.a) < seed(p.b) ? p.a : p.b)));
    }
    expect(round).toEqual([{ a: 'p0', b: 'p1' }]);
  });

  it('gives the top seeds the byes when the field is not a power of two', () => {
    const round = eliminationFirstRound(names(6));
    expect(round.filter((p) => p.b === null).map((p) => p.a)).toEqual(['p0', 'p1']);
    expect(pairingProblem(names(6), round)).toBe('A round can give only one bye.');
    expect(eliminationRounds(6)).toBe(3);
  });
});

describe('hand-made pairings', () => {
  it('name what is wrong', () => {
    expect(pairingProblem(['a', 'b'], [{ a: 'a', b: 'a' }])).toMatch(/more than once/);
    expect(pairingProblem(['a', 'b'], [{ a: 'a', b: 'c' }])).toMatch(/not in this event/);
    expect(pairingProblem(['a', 'b', 'c'], [{ a: 'a', b: 'b' }])).toMatch(/Every player/);
    expect(pairingProblem(['a', 'b'], [{ a: 'a', b: 'b' }])).toBeNull();
  });
});
