import { describe, expect, it } from 'vitest';
import { createRotisserie, type RotisserieState, rotisserie, rotisserieView, snakeSeat } from './rotisserie';
import { turnReducer } from './turn-engine';
import { moveOf, runTurns, testCards, testSeats } from './turn-modes.test-support';

function table(o: { seats?: number; picks?: number; timer?: number } = {}): RotisserieState {
  const r = createRotisserie({
    seed: 'rot',
    seats: testSeats(o.seats ?? 3),
    cards: testCards(20),
    picksPerSeat: o.picks ?? 4,
    timer: o.timer ? { secondsPerTurn: o.timer } : null,
  });
  if (!r.ok) throw new Error(r.error);
  return runTurns(rotisserie, r.value, [{ type: 'start', now: 0 }]).state;
}

describe('Rotisserie', () => {
  it('snakes: 1..n then n..1', () => {
    expect(Array.from({ length: 9 }, (_, k) => snakeSeat(k, 3))).toEqual([0, 1, 2, 2, 1, 0, 0, 1, 2]);
  });

  it('every seat picks its share from the whole face-up cube; the rest stays in the cube', () => {
    let s = table();
    const order: number[] = [];
    while (s.status !== 'done') {
      order.push(s.turn!);
      s = runTurns(rotisserie, s, [moveOf(s, { cardId: s.cards.at(-1)!.id })]).state;
    }
    expect(order).toEqual([0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1, 0]);
    expect(s.seats.map((seat) => seat.pool.length)).toEqual([4, 4, 4]);
    expect(s.cards).toHaveLength(8);
    expect(s.seats[0]!.pool[0]!.id).toBe('c19');
  });

  it('refuses a card already taken, and a cube too small for the picks', () => {
    let s = table();
    s = runTurns(rotisserie, s, [moveOf(s, { cardId: 'c5' })]).state;
    expect(turnReducer(rotisserie, s, moveOf(s, { cardId: 'c5' })).events[0]).toMatchObject({
      code: 'bad_move',
      message: 'That card is not on the table (already picked?).',
    });
    expect(
      createRotisserie({ seed: 'x', seats: testSeats(3), cards: testCards(20), picksPerSeat: 45 }),
    ).toEqual({
      ok: false,
      error: 'Rotisserie with 3 players and 45 picks each needs 135 cards; the cube has 20.',
    });
  });

  it('in turns, a stale move number is refused even when the move would be legal now', () => {
    // Two seats snake 0, 1, 1, 0: seat 1 picks at moves 2 and 3. Its pick numbered 2, sent again
    // after its pick 3, is a resend; any other pick numbered 2 is a stale screen.
    let s = table({ seats: 2 });
    s = runTurns(rotisserie, s, [moveOf(s, { cardId: 'c0' })]).state;
    const second = moveOf(s, { cardId: 'c1' });
    s = runTurns(rotisserie, s, [second]).state;
    expect(s.turn).toBe(1);
    expect(turnReducer(rotisserie, s, { ...second, move: { cardId: 'c2' } })).toMatchObject({
      state: s,
      events: [{ type: 'error', seat: 1, code: 'duplicate_pick', message: 'Move 2 was already played.' }],
    });
    s = runTurns(rotisserie, s, [moveOf(s, { cardId: 'c3' })]).state;
    s = runTurns(rotisserie, s, [moveOf(s, { cardId: 'c4' })]).state;
    expect(turnReducer(rotisserie, s, second)).toEqual({ state: s, events: [] });
    // The number names one move in turns: seat 1's pick 3 sent under number 2 is no resend of it.
    expect(turnReducer(rotisserie, s, { ...second, move: { cardId: 'c3' } }).events[0]).toMatchObject({
      code: 'duplicate_pick',
    });
  });

  it('an asynchronous clock of a day: the late seat gets a bot pick and the next seat a day of its own', () => {
    const day = 86_400;
    let s = table({ timer: day });
    expect(s.deadline).toBe(day * 1000);
    s = runTurns(rotisserie, s, [{ type: 'tick', now: day * 1000 + 5 }]).state;
    expect(s.seats[0]!.picks).toMatchObject([{ auto: true }]);
    expect(s.turn).toBe(1);
    expect(s.deadline).toBe(2 * day * 1000 + 5);
  });

  it('shows everyone the cube, the pools and who picks next', () => {
    let s = table();
    s = runTurns(rotisserie, s, [moveOf(s, { cardId: 'c0' })]).state;
    const v = rotisserieView(s, 2)!;
    expect(v.table.cards).toHaveLength(19);
    expect(v.table.upNext).toEqual([1, 2, 2]);
    expect(v.seats[0]!.pool!.map((c) => c.id)).toEqual(['c0']);
    expect(v.turn).toBe(1);
  });
});
