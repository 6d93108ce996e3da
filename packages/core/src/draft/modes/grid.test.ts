import { describe, expect, it } from 'vitest';
import { createGrid, type GridMove, type GridState, grid, gridView, lineCells } from './grid';
import { applyTurnEvents, turnReducer } from './turn-engine';
import { ids, moveOf, runTurns, testCards, testSeats } from './turn-modes.test-support';

function table(seats = 2, grids = 3): GridState {
  const r = createGrid({ seed: 'g', seats: testSeats(seats), cards: testCards(40), grids });
  if (!r.ok) throw new Error(r.error);
  return runTurns(grid, r.value, [{ type: 'start', now: 0 }]).state;
}

const line = (s: GridState, m: GridMove) => moveOf(s, m);

describe('Grid: setup', () => {
  it('deals seeded grids of nine and refuses what does not fit', () => {
    const s = table();
    expect(s.grid).toHaveLength(9);
    expect(s.upcoming).toHaveLength(2);
    expect(s.gridNumber).toBe(0);
    expect(createGrid({ seed: 'g', seats: testSeats(2), cards: testCards(40), grids: 5 })).toEqual({
      ok: false,
      error: 'Grid draft with 5 grids needs 45 cards; the cube has 40.',
    });
    expect(createGrid({ seed: 'g', seats: testSeats(4), cards: testCards(40), grids: 1 })).toEqual({
      ok: false,
      error: 'Grid draft is for 2 to 3 players, got 4.',
    });
  });

  it('numbers a row across and a column down', () => {
    expect(lineCells({ line: 'row', index: 1 })).toEqual([3, 4, 5]);
    expect(lineCells({ line: 'column', index: 2 })).toEqual([2, 5, 8]);
  });
});

describe('Grid: turns', () => {
  it('two players: a row, then a column of what is left (two cards), the rest burned; order alternates', () => {
    let s = table();
    const g0 = s.grid.slice();
    expect(s.turn).toBe(0);
    s = runTurns(grid, s, [line(s, { line: 'row', index: 0 })]).state;
    expect(ids(s.seats[0]!.pool)).toEqual(ids([g0[0]!, g0[1]!, g0[2]!]));
    expect(s.turn).toBe(1);
    s = runTurns(grid, s, [line(s, { line: 'column', index: 1 })]).state;
    expect(ids(s.seats[1]!.pool)).toEqual(ids([g0[4]!, g0[7]!]));
    expect(ids(s.burned).sort()).toEqual(ids([g0[3]!, g0[5]!, g0[6]!, g0[8]!]).sort());
    expect(s.seats[1]!.picks[0]!.from).toBe('column 2 of grid 1');
    // Grid 2: the second seat picks first.
    expect(s.gridNumber).toBe(1);
    expect(s.turn).toBe(1);
  });

  it('three players each pick once per grid, the first picker moving on each grid', () => {
    let s = table(3, 3);
    const firsts: number[] = [];
    for (let g = 0; g < 3; g++) {
      firsts.push(s.turn!);
      s = runTurns(grid, s, [line(s, { line: 'row', index: 0 })]).state;
      s = runTurns(grid, s, [line(s, { line: 'row', index: 1 })]).state;
      s = runTurns(grid, s, [line(s, { line: 'row', index: 2 })]).state;
    }
    expect(firsts).toEqual([0, 1, 2]);
    expect(s.status).toBe('done');
    expect(s.seats.map((seat) => seat.pool.length)).toEqual([9, 9, 9]);
    expect(s.burned).toEqual([]);
  });

  it('refuses an emptied line and an impossible one', () => {
    let s = table();
    s = runTurns(grid, s, [line(s, { line: 'row', index: 2 })]).state;
    expect(turnReducer(grid, s, line(s, { line: 'row', index: 2 })).events[0]).toMatchObject({
      code: 'bad_move',
      message: 'That row has no cards left.',
    });
    expect(turnReducer(grid, s, line(s, { line: 'row', index: 3 })).events[0]).toMatchObject({
      message: 'Choose a row or a column from 1 to 3.',
    });
    expect(turnReducer(grid, s, line(s, { line: 'diagonal' as 'row', index: 0 })).events[0]).toMatchObject({
      code: 'bad_move',
    });
  });

  it('ends after the last grid; the events rebuild the state and everyone sees the same table', () => {
    const r = createGrid({ seed: 'g', seats: testSeats(2), cards: testCards(40), grids: 2 });
    if (!r.ok) throw new Error(r.error);
    const initial = r.value;
    let { state: s, events: log } = runTurns(grid, initial, [{ type: 'start', now: 0 }]);
    while (s.status !== 'done') {
      const out = runTurns(grid, s, [line(s, { line: 'column', index: s.gridPicks })]);
      s = out.state;
      log = log.concat(out.events);
    }
    expect(log.at(-1)).toEqual({ type: 'draftEnded', seat: null });
    expect(s.seats.map((seat) => seat.pool.length)).toEqual([6, 6]);
    expect(s.burned).toHaveLength(6);
    expect(applyTurnEvents(grid, initial, log)).toEqual(s);
    const mid = table();
    const v0 = gridView(mid, 0)!;
    const v1 = gridView(mid, 1)!;
    expect(v0.table).toEqual(v1.table);
    expect(v0.table).toMatchObject({ gridNumber: 0, grids: 3, toPick: [0, 1] });
    const after = runTurns(grid, mid, [line(mid, { line: 'row', index: 0 })]).state;
    expect(gridView(after, 1)!.seats[0]!.pool).toHaveLength(3);
  });
});
