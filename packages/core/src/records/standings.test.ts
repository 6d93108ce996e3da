import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareStandings, computeStandings, PERCENTAGE_FLOOR } from './standings';
import type { MatchResult } from './types';

const m = (a: string, b: string | null, aWins: number, bWins: number, draws = 0): MatchResult => ({
  a,
  b,
  aWins,
  bWins,
  draws,
});

describe('standings: worked examples of the tie-breakers', () => {
  // Four players, three rounds; worked by hand:
  //   P1 W 2-0 P2, W 2-1 P3, L 0-2 P4 -> 6 points, MW 6/9, games 4-3 -> GW 12/21
  //   P2 L, D 1-1-1 P4, W 2-0 P3    -> 4 points, MW 4/9, games 3-3-1 -> GW 10/21
  //   P3 W 2-1 P4, L, L             -> 3 points, MW 3/9, games 3-5 -> GW 9/24
  //   P4 L, D, W                    -> 4 points, MW 4/9, games 4-3-1 -> GW 13/24
  // P2 and P4 tie on points and on OMW ((6/9 + 4/9 + 3/9) / 3 each), so game-win % puts P4 second.
  const matches = [
    m('P1', 'P2', 2, 0),
    m('P3', 'P4', 2, 1),
    m('P1', 'P3', 2, 1),
    m('P2', 'P4', 1, 1, 1),
    m('P4', 'P1', 2, 0),
    m('P2', 'P3', 2, 0),
  ];
  const table = computeStandings(['P1', 'P2', 'P3', 'P4'], matches);

  it('ranks by points, then OMW, then GW', () => {
    expect(table.map((s) => s.player)).toEqual(['P1', 'P4', 'P2', 'P3']);
    expect(table.map((s) => s.rank)).toEqual([1, 2, 3, 4]);
  });

  it('computes every percentage as the rules define it', () => {
    const by = Object.fromEntries(table.map((s) => [s.player, s]));
    expect(by.P1).toMatchObject({
      matchPoints: 6,
      wins: 2,
      losses: 1,
      draws: 0,
      gamePoints: 12,
      gamesPlayed: 7,
    });
    expect(by.P1?.matchWinPct).toBeCloseTo(6 / 9);
    expect(by.P1?.gameWinPct).toBeCloseTo(12 / 21);
    expect(by.P1?.opponentsMatchWinPct).toBeCloseTo((4 / 9 + 3 / 9 + 4 / 9) / 3);
    expect(by.P1?.opponentsGameWinPct).toBeCloseTo((10 / 21 + 9 / 24 + 13 / 24) / 3);
    expect(by.P2).toMatchObject({ matchPoints: 4, draws: 1, gamePoints: 10, gamesPlayed: 7 });
    expect(by.P3?.matchWinPct).toBeCloseTo(3 / 9);
    expect(by.P3?.gameWinPct).toBeCloseTo(9 / 24);
    expect(by.P4?.gameWinPct).toBeCloseTo(13 / 24);
    expect(by.P2?.opponentsMatchWinPct).toBeCloseTo(by.P4?.opponentsMatchWinPct as number);
  });

  it('raises a percentage under 0.33 to 0.33, also as seen by opponents', () => {
    // Z loses all three 0-2: match-win 0 and game-win 0, both counted as 0.33.
    const t = computeStandings(
      ['A', 'B', 'C', 'Z'],
      [
        m('A', 'Z', 2, 0),
        m('B', 'C', 2, 0),
        m('B', 'Z', 2, 0),
        m('A', 'C', 2, 1),
        m('C', 'Z', 2, 0),
        m('A', 'B', 2, 0),
      ],
    );
    const z = t.find((s) => s.player === 'Z');
    expect(z?.matchWinPct).toBe(PERCENTAGE_FLOOR);
    expect(z?.gameWinPct).toBe(PERCENTAGE_FLOOR);
    // A beat B, C and Z: OMW = (MW(B) 6/9 + MW(C) 3/9 + 0.33) / 3
    expect(t[0]?.player).toBe('A');
    expect(t[0]?.opponentsMatchWinPct).toBeCloseTo((6 / 9 + 3 / 9 + 0.33) / 3);
  });

  it('scores 5-2-1 over eight rounds as 16 points and 16/24 match-win', () => {
    const opponents = ['O1', 'O2', 'O3', 'O4', 'O5', 'O6', 'O7', 'O8'];
    const results = [
      [2, 0],
      [2, 1],
      [2, 0],
      [2, 1],
      [2, 0],
      [0, 2],
      [1, 2],
      [1, 1],
    ] as const;
    const t = computeStandings(
      ['X', ...opponents],
      opponents.map((o, i) => m('X', o, results[i]?.[0] ?? 0, results[i]?.[1] ?? 0)),
    );
    const x = t.find((s) => s.player === 'X');
    expect(x).toMatchObject({ matchPoints: 16, wins: 5, losses: 2, draws: 1 });
    expect(x?.matchWinPct).toBeCloseTo(16 / 24);
  });

  it('counts a bye as a 2-0 win for the player and not as an opponent', () => {
    const t = computeStandings(['A', 'B', 'C'], [m('C', null, 0, 0), m('A', 'B', 2, 0), m('C', 'A', 1, 2)]);
    const c = t.find((s) => s.player === 'C');
    expect(c).toMatchObject({ matchPoints: 3, byes: 1, wins: 1, losses: 1, gamePoints: 9, gamesPlayed: 5 });
    expect(c?.matchWinPct).toBeCloseTo(0.5);
    expect(c?.gameWinPct).toBeCloseTo(0.6);
    const a = t.find((s) => s.player === 'A');
    expect(c?.opponentsMatchWinPct).toBeCloseTo(a?.matchWinPct as number);
  });

  it('breaks a complete tie by seed order', () => {
    expect(computeStandings(['B', 'A'], []).map((s) => s.player)).toEqual(['B', 'A']);
  });
});

const resultArb = (players: number) =>
  fc.array(
    fc.record({
      a: fc.nat(players - 1),
      b: fc.option(fc.nat(players - 1), { nil: null }),
      aWins: fc.nat(2),
      bWins: fc.nat(2),
      draws: fc.nat(1),
    }),
    { maxLength: 30 },
  );

describe('standings: properties', () => {
  it('are a total order: unique ranks 1..n, each line at least as good as the next, any match order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }).chain((n) => fc.tuple(fc.constant(n), resultArb(n))),
        ([n, raw]) => {
          const players = Array.from({ length: n }, (_, i) => `p${i}`);
          const matches = raw
            .filter((r) => r.a !== r.b)
            .map((r) => m(`p${r.a}`, r.b === null ? null : `p${r.b}`, r.aWins, r.bWins, r.draws));
          const table = computeStandings(players, matches);
          expect(table.map((s) => s.rank)).toEqual(players.map((_, i) => i + 1));
          expect(new Set(table.map((s) => s.player)).size).toBe(n);
          for (let i = 0; i + 1 < table.length; i++) {
            expect(compareStandings(table[i] as never, table[i + 1] as never)).toBeLessThanOrEqual(0);
          }
          const reversed = computeStandings(players, [...matches].reverse());
          expect(reversed.map((s) => s.player)).toEqual(table.map((s) => s.player));
          for (const s of table) {
            for (const v of [s.matchWinPct, s.gameWinPct, s.opponentsMatchWinPct, s.opponentsGameWinPct]) {
              expect(v).toBeGreaterThanOrEqual(PERCENTAGE_FLOOR - 1e-12);
              expect(v).toBeLessThanOrEqual(1);
            }
          }
        },
      ),
    );
  });
});
