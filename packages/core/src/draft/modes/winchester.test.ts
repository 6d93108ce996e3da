import { describe, expect, it } from 'vitest';
import { applyTurnEvents, turnReducer } from './turn-engine';
import { ids, moveOf, runTurns, testCards, testSeats } from './turn-modes.test-support';
import { createWinchester, type WinchesterState, winchester, winchesterView } from './winchester';

function table(perSeat = 5): WinchesterState {
  const r = createWinchester({
    seed: 'wc',
    seats: testSeats(2),
    cards: testCards(40),
    cardsPerSeat: perSeat,
  });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

describe('Winchester', () => {
  it('takes a whole pile, then adds one stack card to every pile, the emptied one included', () => {
    const initial = table();
    let s = runTurns(winchester, initial, [{ type: 'start', now: 0 }]).state;
    expect(s.piles.map((p) => p.length)).toEqual([1, 1, 1, 1]);
    const [second, top] = [s.piles[1]!, s.stack.slice(0, 4)];
    s = runTurns(winchester, s, [moveOf(s, { pile: 1 })]).state;
    expect(ids(s.seats[0]!.pool)).toEqual(ids(second));
    expect(s.piles.map((p) => p.length)).toEqual([2, 1, 2, 2]);
    expect(ids(s.piles.map((p) => p.at(-1)!))).toEqual(ids(top));
    expect(s.turn).toBe(1);
  });

  it('after the stack runs out the seats take the piles left, and every card ends in a pool', () => {
    const initial = table();
    let { state: s, events } = runTurns(winchester, initial, [{ type: 'start', now: 0 }]);
    while (s.status !== 'done') {
      const pile = s.piles.findIndex((p) => p.length > 0);
      const r = runTurns(winchester, s, [moveOf(s, { pile })]);
      s = r.state;
      events = events.concat(r.events);
    }
    expect(s.seats[0]!.pool.length + s.seats[1]!.pool.length).toBe(10);
    expect(applyTurnEvents(winchester, initial, events)).toEqual(s);
  });

  it('refuses an empty or missing pile and a third player; everyone sees the piles', () => {
    let s = runTurns(winchester, table(), [{ type: 'start', now: 0 }]).state;
    s = runTurns(winchester, s, [moveOf(s, { pile: 0 })]).state;
    s.stack = [];
    s = runTurns(winchester, s, [moveOf(s, { pile: 0 })]).state;
    expect(turnReducer(winchester, s, moveOf(s, { pile: 0 })).events[0]).toMatchObject({
      message: 'Pile 1 is empty.',
    });
    expect(turnReducer(winchester, s, moveOf(s, { pile: 4 })).events[0]).toMatchObject({
      message: 'Choose a pile from 1 to 4.',
    });
    expect(
      createWinchester({ seed: 'x', seats: testSeats(3), cards: testCards(40), cardsPerSeat: 5 }),
    ).toEqual({
      ok: false,
      error: 'Winchester draft is for 2 players, got 3.',
    });
    expect(winchesterView(s, 1)!.table.piles).toEqual(s.piles);
  });
});
