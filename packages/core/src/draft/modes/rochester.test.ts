import { describe, expect, it } from 'vitest';
import { createRochester, type RochesterState, rochester, rochesterPicker, rochesterView } from './rochester';
import { applyTurnEvents, turnReducer } from './turn-engine';
import { moveOf, runTurns, testCards, testSeats } from './turn-modes.test-support';

/** Packs for `seats` seats, `rounds` rounds, `size` cards: pack r of seat s holds `r<r>s<s>c<k>`. */
function packs(seats: number, rounds: number, size: number) {
  return Array.from({ length: seats }, (_, s) =>
    Array.from({ length: rounds }, (_, r) => testCards(size, `r${r}s${s}c`)),
  );
}

function table(seats = 3, rounds = 2, size = 7): RochesterState {
  const r = createRochester({ seed: 'r', seats: testSeats(seats), packs: packs(seats, rounds, size) });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const takeFirst = (s: RochesterState) => moveOf(s, { cardId: s.pack[0]!.id });

describe('Rochester', () => {
  it('picks in snake order from the opener', () => {
    expect(Array.from({ length: 8 }, (_, k) => rochesterPicker(0, k, 0, 3))).toEqual([
      0, 1, 2, 2, 1, 0, 0, 1,
    ]);
    expect(Array.from({ length: 6 }, (_, k) => rochesterPicker(1, k, 0, 3))).toEqual([1, 2, 0, 0, 2, 1]);
    // Round 2 goes the other way round the table.
    expect(Array.from({ length: 6 }, (_, k) => rochesterPicker(0, k, 1, 3))).toEqual([0, 2, 1, 1, 2, 0]);
  });

  it('opens one pack at a time face up; the next opener follows the round’s direction', () => {
    let s = runTurns(rochester, table(), [{ type: 'start', now: 0 }]).state;
    const openers: number[] = [];
    const turns: number[] = [];
    while (s.status !== 'done') {
      if (s.packPick === 0) openers.push(s.opener);
      if (s.round === 0 && s.opened === 1) turns.push(s.turn!);
      s = runTurns(rochester, s, [takeFirst(s)]).state;
    }
    expect(openers).toEqual([0, 1, 2, 0, 2, 1]);
    expect(turns).toEqual([0, 1, 2, 2, 1, 0, 0]);
    // 6 packs of 7 cards over 3 seats: 14 each, every card taken.
    expect(s.seats.map((seat) => seat.pool.length)).toEqual([14, 14, 14]);
  });

  it('takes the named card and refuses a card outside the open pack or out of turn', () => {
    const s = runTurns(rochester, table(), [{ type: 'start', now: 0 }]).state;
    const want = s.pack[3]!;
    const next = runTurns(rochester, s, [moveOf(s, { cardId: want.id })]).state;
    expect(next.seats[0]!.pool).toEqual([want]);
    expect(next.seats[0]!.picks[0]!.from).toBe('pack 1, opened by P0');
    expect(turnReducer(rochester, next, moveOf(next, { cardId: 'r0s1c0' })).events[0]).toMatchObject({
      code: 'bad_move',
      message: 'That card is not in the open pack.',
    });
    expect(
      turnReducer(rochester, next, { ...moveOf(next, { cardId: next.pack[0]!.id }), seat: 2 }).events[0],
    ).toMatchObject({
      code: 'not_your_turn',
    });
  });

  it('shows every seat the open pack and who picks next, never the unopened packs', () => {
    const s = runTurns(rochester, table(), [{ type: 'start', now: 0 }]).state;
    const v = rochesterView(s, 2)!;
    expect(v.table.pack.map((c) => c.id)).toEqual(s.pack.map((c) => c.id));
    expect(v.table.upNext).toEqual([0, 1, 2]);
    expect(JSON.stringify(v)).not.toContain('r0s1c');
    expect(JSON.stringify(v)).not.toContain('r1s');
  });

  it('refuses packs that do not fit, and the log rebuilds the draft', () => {
    expect(createRochester({ seed: 'x', seats: testSeats(3), packs: packs(2, 1, 3) })).toEqual({
      ok: false,
      error: 'Expected packs for 3 seats, got 2.',
    });
    expect(createRochester({ seed: 'x', seats: testSeats(9), packs: packs(9, 1, 3) }).ok).toBe(false);
    const initial = table(2, 1, 5);
    let { state: s, events } = runTurns(rochester, initial, [{ type: 'start', now: 0 }]);
    while (s.status !== 'done') {
      const r = runTurns(rochester, s, [takeFirst(s)]);
      s = r.state;
      events = events.concat(r.events);
    }
    expect(applyTurnEvents(rochester, initial, events)).toEqual(s);
  });
});
