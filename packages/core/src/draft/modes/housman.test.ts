import { describe, expect, it } from 'vitest';
import { createHousman, type HousmanState, housman, housmanView } from './housman';
import { applyTurnEvents, turnReducer } from './turn-engine';
import { ids, moveOf, runTurns, testCards, testSeats } from './turn-modes.test-support';

function table(rounds = 2): HousmanState {
  const r = createHousman({ seed: 'h', seats: testSeats(2), cards: testCards(60), rounds, swapsPerSeat: 2 });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const swapFirst = (s: HousmanState) => moveOf(s, { give: s.hands[s.turn!]![0]!.id, take: s.row[0]!.id });

describe('Housman', () => {
  it('deals private hands of five and a face-up row of five; a swap trades one card each way', () => {
    let s = runTurns(housman, table(), [{ type: 'start', now: 0 }]).state;
    expect(s.hands.map((h) => h.length)).toEqual([5, 5]);
    expect(s.row).toHaveLength(5);
    const [give, take] = [s.hands[0]![0]!, s.row[0]!];
    s = runTurns(housman, s, [swapFirst(s)]).state;
    expect(s.hands[0]![0]).toEqual(take);
    expect(s.row[0]).toEqual(give);
    expect(s.turn).toBe(1);
  });

  it('after every seat’s swaps the hands go to the pools, the row is burned, and the next round starts one seat on', () => {
    const initial = table();
    let { state: s, events } = runTurns(housman, initial, [{ type: 'start', now: 0 }]);
    for (let i = 0; i < 4; i++) {
      const r = runTurns(housman, s, [swapFirst(s)]);
      s = r.state;
      events = events.concat(r.events);
    }
    expect(s.seats.map((seat) => seat.pool.length)).toEqual([5, 5]);
    expect(s.burned).toHaveLength(5);
    expect(s.round).toBe(1);
    expect(s.turn).toBe(1);
    while (s.status !== 'done') {
      const r = runTurns(housman, s, [swapFirst(s)]);
      s = r.state;
      events = events.concat(r.events);
    }
    expect(s.seats.map((seat) => seat.pool.length)).toEqual([10, 10]);
    expect(applyTurnEvents(housman, initial, events)).toEqual(s);
  });

  it('refuses a card outside the hand or the row, and shows a seat only its own hand', () => {
    const s = runTurns(housman, table(), [{ type: 'start', now: 0 }]).state;
    const theirs = s.hands[1]![0]!.id;
    expect(turnReducer(housman, s, moveOf(s, { give: theirs, take: s.row[0]!.id })).events[0]).toMatchObject({
      message: 'Give a card from your hand.',
    });
    expect(
      turnReducer(housman, s, moveOf(s, { give: s.hands[0]![0]!.id, take: theirs })).events[0],
    ).toMatchObject({
      message: 'Take a card from the row.',
    });
    const v = housmanView(s, 0)!;
    expect(ids(v.table.hand)).toEqual(ids(s.hands[0]!));
    expect(JSON.stringify(v)).not.toContain(`"${theirs}"`);
    expect(v.table).toMatchObject({ round: 0, rounds: 2, swapsLeft: 4 });
  });
});
