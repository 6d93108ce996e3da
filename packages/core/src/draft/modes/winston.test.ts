import { describe, expect, it } from 'vitest';
import { applyTurnEvents, turnReducer } from './turn-engine';
import { ids, moveOf, runTurns, testCards, testSeats } from './turn-modes.test-support';
import { createWinston, type WinstonState, winston, winstonView } from './winston';

function table(o: { seats?: number; perSeat?: number; timer?: number } = {}): WinstonState {
  const r = createWinston({
    seed: 'w',
    seats: testSeats(o.seats ?? 2),
    cards: testCards(40),
    cardsPerSeat: o.perSeat ?? 5,
    timer: o.timer ? { secondsPerTurn: o.timer } : null,
  });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const started = (s: WinstonState) => runTurns(winston, s, [{ type: 'start', now: 0 }]).state;
const take = (s: WinstonState) => moveOf(s, { take: true, pile: s.looking });
const pass = (s: WinstonState) => moveOf(s, { take: false, pile: s.looking });

describe('Winston: setup', () => {
  it('deals the seeded stack into three piles of one', () => {
    const s = table();
    expect(s.piles.map((p) => p.length)).toEqual([1, 1, 1]);
    expect(s.stack).toHaveLength(7);
    expect(table().stack).toEqual(s.stack);
    const all = [...s.piles.flat(), ...s.stack].map((c) => c.id);
    expect(new Set(all).size).toBe(10);
  });

  it('refuses player counts, card counts and piles that do not fit', () => {
    const base = { seed: 'x', cards: testCards(40), cardsPerSeat: 5 };
    expect(createWinston({ ...base, seats: testSeats(4) })).toEqual({
      ok: false,
      error: 'Winston draft is for 2 to 3 players, got 4.',
    });
    expect(createWinston({ ...base, seats: testSeats(2), cardsPerSeat: 45 })).toEqual({
      ok: false,
      error: 'Winston draft for 2 players needs 90 cards; the cube has 40.',
    });
    expect(createWinston({ ...base, seats: testSeats(2), piles: 9 }).ok).toBe(false);
  });
});

describe('Winston: turns', () => {
  it('taking the first pile refills it from the stack and passes the turn', () => {
    const s0 = started(table());
    expect(s0.turn).toBe(0);
    const [pile1, top] = [s0.piles[0]!, s0.stack[0]!];
    const s1 = runTurns(winston, s0, [take(s0)]).state;
    expect(ids(s1.seats[0]!.pool)).toEqual(ids(pile1));
    expect(ids(s1.piles[0]!)).toEqual([top.id]);
    expect(s1.turn).toBe(1);
    expect(s1.looking).toBe(0);
    expect(s1.seats[0]!.picks).toEqual([{ moveNumber: 0, cards: pile1, from: 'pile 1', auto: false }]);
  });

  it('passing adds the top card to the pile and moves to the next; the third pile can be taken', () => {
    let s = started(table());
    const [a, b] = [s.stack[0]!, s.stack[1]!];
    const third = s.piles[2]!;
    s = runTurns(winston, s, [pass(s)]).state;
    expect(s.looking).toBe(1);
    expect(s.turn).toBe(0);
    s = runTurns(winston, s, [pass(s)]).state;
    s = runTurns(winston, s, [take(s)]).state;
    expect(s.piles.map((p) => p.length)).toEqual([2, 2, 1]);
    expect(s.piles[0]![1]!.id).toBe(a.id);
    expect(s.piles[1]![1]!.id).toBe(b.id);
    expect(ids(s.seats[0]!.pool)).toEqual(ids(third));
    expect(s.turn).toBe(1);
  });

  it('passing the last pile draws the top card of the stack blind', () => {
    let s = started(table());
    for (let i = 0; i < 3; i++) s = runTurns(winston, s, [pass(s)]).state;
    const blind = table().stack[3]!;
    expect(ids(s.seats[0]!.pool)).toEqual([blind.id]);
    expect(s.seats[0]!.picks[0]!.from).toBe('the stack');
    expect(s.piles.map((p) => p.length)).toEqual([2, 2, 2]);
    expect(s.stack).toHaveLength(3);
    expect(s.turn).toBe(1);
  });

  it('goes round three seats in order', () => {
    let s = started(table({ seats: 3 }));
    const turns: number[] = [];
    for (let i = 0; i < 4; i++) {
      turns.push(s.turn!);
      s = runTurns(winston, s, [take(s)]).state;
    }
    expect(turns).toEqual([0, 1, 2, 0]);
  });

  it('refuses the wrong pile, the wrong seat and a stale move; a resend is a no-op', () => {
    const s = started(table());
    const wrongPile = turnReducer(winston, s, moveOf(s, { take: true, pile: 2 }));
    expect(wrongPile.state).toBe(s);
    expect(wrongPile.events[0]).toMatchObject({
      code: 'bad_move',
      message: 'You are looking at pile 1, not pile 3.',
    });
    const wrongSeat = turnReducer(winston, s, { ...take(s), seat: 1 });
    expect(wrongSeat.events[0]).toMatchObject({
      code: 'not_your_turn',
      message: "It is P0's turn, not P1's.",
    });
    const next = turnReducer(winston, s, take(s)).state;
    expect(turnReducer(winston, next, take(s))).toEqual({ state: next, events: [] });
    const stale = turnReducer(winston, next, { ...take(s), move: { take: false, pile: 0 } });
    expect(stale.events[0]).toMatchObject({ code: 'duplicate_pick', message: 'Move 1 was already played.' });
  });

  it('once the stack is empty the last pile must be taken, and the draft ends with every card in a pool', () => {
    let s = started(table());
    // Take the first pile every turn until the stack runs out.
    while (s.stack.length > 0) s = runTurns(winston, s, [take(s)]).state;
    expect(s.piles.every((p) => p.length === 1)).toBe(true);
    for (let i = 0; i < 2; i++) s = runTurns(winston, s, [pass(s)]).state;
    expect(s.looking).toBe(2);
    expect(turnReducer(winston, s, pass(s)).events[0]).toMatchObject({
      message: 'The stack is empty and this is the last pile: take it.',
    });
    const last: string[] = [];
    while (s.status !== 'done') {
      const r = runTurns(winston, s, [take(s)]);
      s = r.state;
      last.splice(0, last.length, ...r.events.map((e) => e.type));
    }
    expect(last).toEqual(['moved', 'draftEnded']);
    expect(s.piles.flat()).toEqual([]);
    expect(s.seats.reduce((n, seat) => n + seat.pool.length, 0)).toBe(10);
  });
});

describe('Winston: views, log and clock', () => {
  it('shows the pile only to the seat looking at it, and sizes to everyone', () => {
    const s = started(table());
    const mine = winstonView(s, 0)!;
    const theirs = winstonView(s, 1)!;
    expect(ids(mine.table.pile!)).toEqual(ids(s.piles[0]!));
    expect(theirs.table.pile).toBeNull();
    expect(theirs.table).toMatchObject({ stackSize: 7, pileSizes: [1, 1, 1], looking: 0 });
    const after = runTurns(winston, s, [take(s)]).state;
    expect(winstonView(after, 1)!.seats[0]).toMatchObject({ poolSize: 1, pool: null });
    expect(winstonView(after, 9)).toBeNull();
  });

  it('folding the events rebuilds the state', () => {
    const initial = table();
    let s = started(initial);
    const log = runTurns(winston, initial, [{ type: 'start', now: 0 }]).events;
    for (let i = 0; i < 6; i++) {
      const r = runTurns(winston, s, [i % 2 ? take(s) : pass(s)]);
      s = r.state;
      log.push(...r.events);
    }
    expect(applyTurnEvents(winston, initial, log)).toEqual(s);
  });

  it('a turn clock auto-plays for the seat whose time ran out, then starts the next seat’s', () => {
    let s = runTurns(winston, table({ timer: 30 }), [{ type: 'start', now: 1000 }]).state;
    expect(s.deadline).toBe(31_000);
    // A pass inside the turn keeps the clock running.
    expect(runTurns(winston, s, [{ ...pass(s), now: 20_000 }]).state.deadline).toBe(31_000);
    expect(turnReducer(winston, s, { type: 'tick', now: 30_999 }).events).toEqual([]);
    const r = runTurns(winston, s, [{ type: 'tick', now: 31_000 }]);
    s = r.state;
    // The stand-in without card data finds no pile worth taking: it passes all three, draws blind.
    expect(r.events.filter((e) => e.type === 'moved')).toHaveLength(3);
    expect(s.seats[0]!.picks).toMatchObject([{ from: 'the stack', auto: true }]);
    expect(s.turn).toBe(1);
    expect(s.deadline).toBe(61_000);
  });
});
