import { describe, expect, it } from 'vitest';
import { createSolomon, type SolomonState, solomon, solomonView } from './solomon';
import { applyTurnEvents, turnReducer } from './turn-engine';
import { ids, moveOf, runTurns, testCards, testSeats } from './turn-modes.test-support';

function table(packs = 2): SolomonState {
  const r = createSolomon({ seed: 'so', seats: testSeats(2), cards: testCards(40), packs });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

describe('Solomon', () => {
  it('one seat splits eight cards, the other takes a pile, the splitter gets the rest; roles swap', () => {
    const initial = table();
    let s = runTurns(solomon, initial, [{ type: 'start', now: 0 }]).state;
    expect(s.pack).toHaveLength(8);
    expect(s.turn).toBe(0);
    const pack = s.pack.slice();
    s = runTurns(solomon, s, [moveOf(s, { split: [pack[0]!.id, pack[5]!.id] })]).state;
    expect(s.turn).toBe(1);
    expect(ids(s.piles![0])).toEqual(ids([pack[0]!, pack[5]!]));
    expect(s.piles![1]).toHaveLength(6);
    s = runTurns(solomon, s, [moveOf(s, { choose: 1 })]).state;
    expect(s.seats[1]!.pool).toHaveLength(6);
    expect(ids(s.seats[0]!.pool)).toEqual(ids([pack[0]!, pack[5]!]));
    expect(s.seats[0]!.picks[0]!.from).toBe('pile 1 of pack 1');
    // Pack 2: seat 1 splits (an empty first pile is a legal split), seat 0 chooses.
    expect(s.turn).toBe(1);
    s = runTurns(solomon, s, [moveOf(s, { split: [] })]).state;
    expect(s.turn).toBe(0);
    const { state, events } = runTurns(solomon, s, [moveOf(s, { choose: 0 })]);
    expect(events.at(-1)).toEqual({ type: 'draftEnded', seat: null });
    expect(state.seats.map((seat) => seat.pool.length)).toEqual([2, 14]);
  });

  it('refuses a split naming a card twice or outside the pack, and a choice before the split', () => {
    const s = runTurns(solomon, table(), [{ type: 'start', now: 0 }]).state;
    const a = s.pack[0]!.id;
    for (const split of [[a, a], ['elsewhere']])
      expect(turnReducer(solomon, s, moveOf(s, { split })).events[0]).toMatchObject({
        message: 'A pile names cards of the pack, each once.',
      });
    expect(turnReducer(solomon, s, moveOf(s, { choose: 0 })).events[0]).toMatchObject({
      message: 'Split the pack into two piles first.',
    });
    expect(
      turnReducer(solomon, s, { ...moveOf(s, { split: [] }), move: null as never }).events[0],
    ).toMatchObject({
      message: 'A move must be an object.',
    });
  });

  it('bots split and choose to the end; the log rebuilds the draft; the table is face up for both', () => {
    const initial = createSolomon({
      seed: 'so',
      seats: testSeats(2, ['bot', 'bot']),
      cards: testCards(40),
      packs: 4,
    });
    if (!initial.ok) throw new Error(initial.error);
    const { state, events } = runTurns(solomon, initial.value, [{ type: 'start', now: 0 }]);
    expect(state.status).toBe('done');
    expect(state.seats[0]!.pool.length + state.seats[1]!.pool.length).toBe(32);
    expect(applyTurnEvents(solomon, initial.value, events)).toEqual(state);
    const s = runTurns(solomon, table(), [{ type: 'start', now: 0 }]).state;
    expect(solomonView(s, 1)!.table).toEqual(solomonView(s, 0)!.table);
    expect(solomonView(s, 1)!.table.pack).toHaveLength(8);
  });
});
