import { describe, expect, it } from 'vitest';
import { readCsv } from '../formats/csv';
import { matchesCsv } from './matches-csv';

describe('matchesCsv', () => {
  it('writes one row a match, names quoted and formulas escaped, and reads back', () => {
    const players = [
      { id: 'a', name: 'Ann, the First' },
      { id: 'b', name: '=HYPERLINK()' },
      { id: 'c', name: 'Cy' },
    ];
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
        reportedBy: null,
        dispute: null,
      },
      {
        id: 'm2',
        round: 1,
        table: 2,
        a: 'c',
        b: null,
        aWins: 2,
        bWins: 0,
        draws: 0,
        status: 'confirmed' as const,
        reportedBy: null,
        dispute: null,
      },
    ];
    const csv = matchesCsv({ players: players as never, matches });
    expect(csv.split('\r\n')[1]).toBe(`1,1,"Ann, the First",'=HYPERLINK(),2,1,0,confirmed`);
    const { rows, problems } = readCsv(csv);
    expect(problems).toEqual([]);
    expect(rows).toHaveLength(3); // the header and two matches
    expect(csv).toContain('(bye)');
  });
});
