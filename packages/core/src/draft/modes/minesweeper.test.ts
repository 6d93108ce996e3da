import { describe, expect, it } from 'vitest';
import {
  createMinesweeper,
  type MinesweeperState,
  minesweeper,
  minesweeperView,
  takeableCells,
} from './minesweeper';
import { applyTurnEvents, turnReducer } from './turn-engine';
import { moveOf, runTurns, testCards, testSeats } from './turn-modes.test-support';

function table(o: { picks?: number; grids?: number } = {}): MinesweeperState {
  const r = createMinesweeper({
    seed: 'ms',
    seats: testSeats(2),
    cards: testCards(60),
    grids: o.grids ?? 2,
    width: 3,
    height: 3,
    picksPerSeat: o.picks ?? 2,
  });
  if (!r.ok) throw new Error(r.error);
  return runTurns(minesweeper, r.value, [{ type: 'start', now: 0 }]).state;
}

describe('Minesweeper', () => {
  it('starts with the middle card face up; taking a card turns its neighbours up', () => {
    let s = table();
    expect(takeableCells(s)).toEqual([4]);
    const middle = s.grid[4]!;
    s = runTurns(minesweeper, s, [moveOf(s, { cell: 4 })]).state;
    expect(s.seats[0]!.pool).toEqual([middle]);
    expect(takeableCells(s)).toEqual([1, 3, 5, 7]);
    s = runTurns(minesweeper, s, [moveOf(s, { cell: 1 })]).state;
    // Cell 1's neighbours are 0 and 2 (4 is taken).
    expect(takeableCells(s)).toEqual([0, 2, 3, 5, 7]);
  });

  it('refuses face-down and empty cells', () => {
    let s = table();
    expect(turnReducer(minesweeper, s, moveOf(s, { cell: 0 })).events[0]).toMatchObject({
      message: 'That card is face down: take a face-up card.',
    });
    s = runTurns(minesweeper, s, [moveOf(s, { cell: 4 })]).state;
    expect(turnReducer(minesweeper, s, moveOf(s, { cell: 4 })).events[0]).toMatchObject({
      message: 'There is no card in that cell.',
    });
  });

  it('burns what is left after the grid’s picks, alternates the first picker, and ends after the last grid', () => {
    const r = createMinesweeper({
      seed: 'ms',
      seats: testSeats(2),
      cards: testCards(60),
      grids: 2,
      width: 3,
      height: 3,
      picksPerSeat: 2,
    });
    if (!r.ok) throw new Error(r.error);
    let { state: s, events } = runTurns(minesweeper, r.value, [{ type: 'start', now: 0 }]);
    const firsts: number[] = [];
    while (s.status !== 'done') {
      if (s.gridPicks === 0) firsts.push(s.turn!);
      const out = runTurns(minesweeper, s, [moveOf(s, { cell: takeableCells(s)[0]! })]);
      s = out.state;
      events = events.concat(out.events);
    }
    expect(firsts).toEqual([0, 1]);
    expect(s.seats.map((seat) => seat.pool.length)).toEqual([4, 4]);
    expect(s.burned).toHaveLength(10);
    expect(applyTurnEvents(minesweeper, r.value, events)).toEqual(s);
  });

  it('shows face-down cards as down to everyone, and refuses more picks than a grid holds', () => {
    const v = minesweeperView(table(), 1)!;
    expect(v.table.cells.filter((c) => c === 'down')).toHaveLength(8);
    expect(v.table.picksLeft).toBe(4);
    expect(
      createMinesweeper({
        seed: 'x',
        seats: testSeats(2),
        cards: testCards(60),
        width: 2,
        height: 2,
        picksPerSeat: 3,
      }),
    ).toEqual({
      ok: false,
      error: 'A 2 by 2 grid holds 4 cards; 2 players taking 3 each need more.',
    });
  });
});
