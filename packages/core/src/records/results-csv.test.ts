import { describe, expect, it } from 'vitest';
import { pairingProblem } from './check-pairings';
import { matchesCsv } from './matches-csv';
import { type PlannedMatch, planImport, readResultsCsv } from './results-csv';

const players = [
  { id: 'a', name: 'Ann' },
  { id: 'b', name: 'Ben' },
  { id: 'c', name: 'Cy' },
  { id: 'd', name: 'Dee' },
];
const ids = players.map((p) => p.id);
const HEADER = 'Round,Table,Player A,Player B,A wins,B wins,Draws,Status';
const read = (text: string) => readResultsCsv(text, players);
const round1: PlannedMatch[] = [
  { id: 'm1', round: 1, a: 'a', b: 'b', confirmed: false },
  { id: 'm2', round: 1, a: 'c', b: 'd', confirmed: false },
];
const plan = (text: string, matches = round1, opts: { noDraws?: boolean } = {}) => {
  const r = read(text);
  if (!r.ok) return r;
  return planImport(r.results, matches, 3, (p) => pairingProblem(ids, p), opts);
};

describe('readResultsCsv', () => {
  it('reads names case-insensitively, byes and optional draws', () => {
    const r = read('round,player a,player b,a wins,b wins\n1,ann,BEN,2,1\n1,Cy,(bye),,\n');
    expect(r).toEqual({
      ok: true,
      results: [
        { line: 2, round: 1, a: 'a', b: 'b', aWins: 2, bWins: 1, draws: 0 },
        { line: 3, round: 1, a: 'c', b: null, aWins: 2, bWins: 0, draws: 0 },
      ],
    });
  });

  it.each([
    ['', 1, 'expected a header row'],
    ['Round,Player A,Player B\n1,Ann,Ben', 1, 'lacks the column "a wins", "b wins"'],
    [`${HEADER}\n1,1,Ann,Ben,2,0,0,\n1,2,Cy,Zed,2,0,0,`, 3, 'No player named "Zed"'],
    [`${HEADER}\nx,1,Ann,Ben,2,0,0,`, 2, '"x" is not a round number'],
    [`${HEADER}\n1,1,Ann,Ben,4,0,0,`, 2, 'whole numbers from 0 to 3'],
    [`${HEADER}\n1,1,Ann,Ann,2,0,0,`, 2, 'cannot play against themselves'],
    [`${HEADER}\n1,1,"Ann,Ben,2,0,0,`, 2, 'never closed'],
    [HEADER, 1, 'no results'],
  ])('names the line of a bad file: %j', (text, line, message) => {
    const r = read(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problem.line).toBe(line);
      expect(r.problem.message).toContain(message);
    }
  });
});

describe('planImport', () => {
  it('enters results of paired matches, either player first, and skips rows without games', () => {
    expect(plan(`${HEADER}\n1,1,Ben,Ann,2,1,0,\n1,2,Cy,Dee,0,0,0,pending`)).toEqual({
      ok: true,
      plan: { updates: [{ matchId: 'm1', aWins: 1, bWins: 2, draws: 0 }], newRounds: [] },
    });
  });

  it('pairs the next rounds as the rows say once the current round is complete', () => {
    const r = plan(`${HEADER}\n1,1,Ann,Ben,2,0,0,\n1,2,Cy,Dee,2,1,0,\n2,1,Ann,Cy,1,1,1,\n2,2,Ben,Dee,0,2,0,`);
    expect(r.ok && r.plan.updates).toHaveLength(2);
    expect(r.ok && r.plan.newRounds.map((n) => [n.round, n.results.map((x) => [x.a, x.b])])).toEqual([
      [
        2,
        [
          ['a', 'c'],
          ['b', 'd'],
        ],
      ],
    ]);
  });

  it('reads back what matchesCsv wrote', () => {
    const matches = [
      {
        id: 'm1',
        round: 1,
        table: 1,
        a: 'a',
        b: 'b',
        aWins: 2,
        bWins: 1,
        draws: 0,
        status: 'confirmed' as const,
        reportedBy: 'host',
        dispute: null,
      },
      {
        id: 'm2',
        round: 1,
        table: 2,
        a: 'c',
        b: 'd',
        aWins: 0,
        bWins: 2,
        draws: 1,
        status: 'confirmed' as const,
        reportedBy: 'host',
        dispute: null,
      },
    ];
    const csv = matchesCsv({
      players: players.map((p) => ({
        ...p,
        seed: 0,
        userId: null,
        username: null,
        bot: false,
        deck: [],
        deckSuggested: false,
        droppedAfter: null,
      })),
      matches,
    });
    const r = plan(csv);
    expect(r.ok && r.plan.updates).toEqual([
      { matchId: 'm1', aWins: 2, bWins: 1, draws: 0 },
      { matchId: 'm2', aWins: 0, bWins: 2, draws: 1 },
    ]);
  });

  it.each([
    [`${HEADER}\n1,1,Ann,Cy,2,0,0,`, 2, 'no match together in round 1'],
    [`${HEADER}\n1,1,Ann,Ben,2,0,0,\n1,1,Ben,Ann,2,0,0,`, 3, 'appears twice'],
    [
      `${HEADER}\n1,1,Ann,Ben,2,0,0,\n2,1,Ann,Cy,2,0,0,\n2,2,Ben,Dee,2,0,0,`,
      3,
      'needs every result of round 1',
    ],
    [
      `${HEADER}\n1,1,Ann,Ben,2,0,0,\n1,2,Cy,Dee,2,0,0,\n3,1,Ann,Cy,2,0,0,`,
      4,
      'Round 3 comes before round 2',
    ],
    [
      `${HEADER}\n1,1,Ann,Ben,2,0,0,\n1,2,Cy,Dee,2,0,0,\n2,1,Ann,Cy,2,0,0,`,
      4,
      'Round 2: Every player must be paired',
    ],
    [`${HEADER}\n4,1,Ann,Cy,2,0,0,`, 2, 'The event has 3 rounds'],
    [
      `${HEADER}\n1,1,Ann,Ben,2,0,0,\n1,2,Cy,Dee,2,0,0,\n2,1,Ann,Cy,0,0,0,\n2,2,Ben,Dee,2,0,0,`,
      4,
      'at least one game',
    ],
  ])('names the line of a row that does not fit: %j', (text, line, message) => {
    const r = plan(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problem.line).toBe(line);
      expect(r.problem.message).toContain(message);
    }
  });

  it('refuses a drawn single-elimination match', () => {
    const r = plan(`${HEADER}\n1,1,Ann,Ben,1,1,1,`, round1, { noDraws: true });
    expect(!r.ok && r.problem).toEqual({ line: 2, message: 'A single-elimination match needs a winner' });
  });
});
