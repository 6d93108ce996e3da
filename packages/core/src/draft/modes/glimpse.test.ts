import { describe, expect, it } from 'vitest';
import { createCardJudge } from '../../bots/judge';
import { createRng } from '../../random';
import { testCube } from '../../simulation/synthetic-cube.test-support';
import type { SeatKind } from '../types';
import {
  burnsFrom,
  createGlimpse,
  type GlimpseMove,
  type GlimpseState,
  type GlimpseTable,
  glimpse,
  glimpseMode,
  glimpseView,
} from './glimpse';
import { engineOf } from './registry';
import { applyTurnEvents, turnReducer } from './turn-engine';
import { replayTurnLog } from './turn-log';
import { ids, runTurns, testCards, testSeats } from './turn-modes.test-support';

/** `seats` seats, `rounds` rounds of packs of `size`: pack r of seat s holds `r<r>s<s>c<k>`. */
function table(seats = 3, rounds = 2, size = 7, kinds: SeatKind[] = []): GlimpseState {
  const packs = Array.from({ length: seats }, (_, s) =>
    Array.from({ length: rounds }, (_, r) => testCards(size, `r${r}s${s}c`)),
  );
  const r = createGlimpse({ seed: 'g', seats: testSeats(seats, kinds), packs });
  if (!r.ok) throw new Error(r.error);
  return runTurns(glimpse, r.value, [{ type: 'start', now: 0 }]).state;
}

const by = (s: GlimpseState, seat: number, move: GlimpseMove) => ({
  type: 'move' as const,
  seat,
  moveNumber: s.moveNumber,
  move,
  now: 0,
});

/** The seat takes the first card of its pack and burns the next ones. */
function firstOf(s: GlimpseState, seat: number): GlimpseMove {
  const pack = s.queues[seat]![0]!;
  return { cardId: pack[0]!.id, burn: pack.slice(1, 1 + burnsFrom(pack.length)).map((c) => c.id) };
}

const play = (s: GlimpseState, seat: number, move = firstOf(s, seat)) =>
  runTurns(glimpse, s, [by(s, seat, move)]).state;

describe('Glimpse', () => {
  it('takes one card, burns two and passes the rest to the left in round 1', () => {
    let s = table();
    s = play(s, 0, { cardId: 'r0s0c3', burn: ['r0s0c0', 'r0s0c6'] });
    expect(ids(s.seats[0]!.pool)).toEqual(['r0s0c3']);
    expect(ids(s.burned)).toEqual(['r0s0c0', 'r0s0c6']);
    // Seat 1 now holds its own pack and, behind it, seat 0's four cards.
    expect(s.queues[1]!.map(ids)).toEqual([
      ['r0s1c0', 'r0s1c1', 'r0s1c2', 'r0s1c3', 'r0s1c4', 'r0s1c5', 'r0s1c6'],
      ['r0s0c1', 'r0s0c2', 'r0s0c4', 'r0s0c5'],
    ]);
    expect(s.queues[0]).toEqual([]);
  });

  it('seats pick at once; a seat without a pack waits for one', () => {
    let s = table();
    s = play(s, 2);
    s = play(s, 1);
    expect(turnReducer(glimpse, s, by(s, 1, firstOf(s, 2))).events[0]).toMatchObject({
      code: 'not_your_turn',
      message: 'P1 has no pack yet; one is on its way.',
    });
    // Seat 0 got seat 2's pack in round 1 (to the left): it holds two packs now.
    expect(s.queues[0]!.map((p) => p.length)).toEqual([7, 4]);
  });

  it('refuses burning the wrong number of cards, the taken card, or a card of another pack', () => {
    const s = table();
    const refuse = (m: GlimpseMove) => turnReducer(glimpse, s, by(s, 0, m)).events[0];
    expect(refuse({ cardId: 'r0s0c0', burn: ['r0s0c1'] })).toMatchObject({
      code: 'bad_move',
      message: 'Burn two cards of the pack besides the one you take.',
    });
    expect(refuse({ cardId: 'r0s0c0', burn: ['r0s0c0', 'r0s0c1'] })).toMatchObject({
      message: 'Burn cards other than the one you take.',
    });
    expect(refuse({ cardId: 'r0s0c0', burn: ['r0s1c0', 'r0s0c1'] })).toMatchObject({
      message: 'A burned card must come from your pack.',
    });
    expect(refuse({ cardId: 'r0s1c0', burn: [] })).toMatchObject({
      message: 'That card is not in your pack.',
    });
  });

  it('ends a pack of two with one taken and one burned, and a pack of one with it taken', () => {
    // Packs of 5 over 2 seats: 5 -> 2 -> gone, so each seat takes 2 cards per round.
    let s = table(2, 1, 5);
    s = play(s, 0);
    s = play(s, 1);
    expect(s.queues.map((q) => q.map((p) => p.length))).toEqual([[2], [2]]);
    expect(burnsFrom(2)).toBe(1);
    expect(
      turnReducer(glimpse, s, by(s, 0, { cardId: s.queues[0]![0]![0]!.id, burn: [] })).events[0],
    ).toMatchObject({ message: 'Burn the other card of the pack besides the one you take.' });
    s = play(s, 0);
    s = play(s, 1);
    expect(s.status).toBe('done');
    expect(s.seats.map((x) => x.pool.length)).toEqual([2, 2]);
    expect(s.burned).toHaveLength(6);
    // A pack of one: taken, nothing burned.
    let one = table(2, 1, 4);
    one = play(play(one, 0), 1);
    expect(one.queues.map((q) => q[0]!.length)).toEqual([1, 1]);
    expect(burnsFrom(1)).toBe(0);
    one = play(play(one, 0, { cardId: one.queues[0]![0]![0]!.id, burn: [] }), 1);
    expect(one.status).toBe('done');
  });

  it('opens round 2 when every pack is gone, and passes to the right', () => {
    // Packs of 4: take one, burn two, pass the last card on.
    let s = table(3, 2, 4);
    for (const seat of [0, 1, 2]) s = play(s, seat);
    expect(s.queues.map((q) => ids(q[0]!))).toEqual([['r0s2c3'], ['r0s0c3'], ['r0s1c3']]);
    for (const seat of [0, 1, 2]) s = play(s, seat);
    expect(s.round).toBe(1);
    expect(s.queues.map((q) => ids(q[0]!)[0])).toEqual(['r1s0c0', 'r1s1c0', 'r1s2c0']);
    s = play(s, 0);
    expect(s.queues[2]!.map(ids)).toEqual([['r1s2c0', 'r1s2c1', 'r1s2c2', 'r1s2c3'], ['r1s0c3']]);
  });

  it('shows a seat only its own pack, and how many packs wait at each seat', () => {
    let s = table();
    s = play(s, 2);
    const v = glimpseView(s, 0)!;
    expect(ids(v.table.pack)).toEqual(ids(s.queues[0]![0]!));
    expect(v.table.waiting).toEqual([2, 1, 0]);
    expect(v.table.burns).toBe(2);
    expect(JSON.stringify(v)).not.toContain('r0s1c');
    expect(glimpseView(s, 2)!.table.pack).toEqual([]);
  });

  it('bots pick their best card and burn the two strongest left; the fold rebuilds the draft', () => {
    const cube = testCube(40);
    const cards = cube.entries.map((e) => ({ id: e.id, cardId: e.cardId }));
    const bombs = [cards[3]!, cards[5]!, cards[6]!];
    const judge = createCardJudge({
      cards: (id) => cube.cards.get(id),
      ratings: new Map(cards.map((c) => [c.cardId, bombs.includes(c) ? 5 : 1])),
    });
    const r = createGlimpse({
      seed: 'b',
      seats: testSeats(2),
      packs: [[cards.slice(0, 8)], [cards.slice(8, 16)]],
    });
    if (!r.ok) throw new Error(r.error);
    const s = runTurns(glimpse, r.value, [{ type: 'start', now: 0 }]).state;
    const move = glimpse.botMove(s, 0, judge, createRng('b'));
    expect(bombs.map((b) => b.id)).toContain(move.cardId);
    expect([move.cardId, ...move.burn].sort()).toEqual(bombs.map((b) => b.id).sort());

    const bots = createGlimpse({
      seed: 't',
      seats: testSeats(3, ['bot', 'bot', 'bot']),
      // Three rounds of packs of 4: 36 of the cube's 40 cards.
      packs: [0, 1, 2].map((seat) =>
        [0, 1, 2].map((round) => cards.slice((seat * 3 + round) * 4).slice(0, 4)),
      ),
    });
    if (!bots.ok) throw new Error(bots.error);
    const done = turnReducer(glimpse, bots.value, { type: 'start', now: 0 }, { judge });
    expect(done.state.status).toBe('done');
    // Packs of 4: take, burn 2, the next seat takes the last card: 2 picks per pack, 6 per seat.
    expect(done.state.seats.map((x) => x.pool.length)).toEqual([6, 6, 6]);
    expect(applyTurnEvents(glimpse, bots.value, done.events)).toEqual(done.state);
  });

  it('logs each move with the pack its seat saw, the card taken and the words for it', () => {
    const r = createGlimpse({
      seed: 'l',
      seats: testSeats(2),
      packs: [[testCards(4, 'a')], [testCards(4, 'b')]],
    });
    if (!r.ok) throw new Error(r.error);
    const started = runTurns(glimpse, r.value, [{ type: 'start', now: 0 }]);
    let s = started.state;
    const events = [...started.events];
    for (const seat of [1, 0, 0, 1]) {
      const step = runTurns(glimpse, s, [by(s, seat, firstOf(s, seat))]);
      events.push(...step.events);
      s = step.state;
    }
    const log = replayTurnLog(engineOf(r.value), r.value, events);
    expect(log.map((e) => [e.seat, e.said, ids(e.taken.flatMap((t) => t.cards))])).toEqual([
      [1, 'took a card and burned 2', ['b0']],
      [0, 'took a card and burned 2', ['a0']],
      [0, 'took the last card of a pack', ['b3']],
      [1, 'took the last card of a pack', ['a3']],
    ]);
    expect(ids((log[2]!.before as GlimpseTable).pack)).toEqual(['b3']);
  });

  it('deals booster packs from the cube, with the pick timer the host chose', () => {
    const cube = testCube(100);
    const r = glimpseMode.engine.create({
      seed: 'd',
      seats: testSeats(4),
      settings: { packs: 2, cardsPerPack: 9 },
      timer: { secondsPerTurn: 30 },
      cube: cube.entries,
    });
    if (!r.ok) throw new Error(r.error);
    const s = r.value as GlimpseState;
    expect(s.unopened.flat(2)).toHaveLength(72);
    expect(s.timer).toEqual({ secondsPerTurn: 30 });
    expect(s.clocks).toEqual([null, null, null, null]);
    expect(glimpseMode.engine.parseMove({ cardId: 'x', burn: ['a', 'b', 'c'] })).toEqual({
      ok: false,
      error: 'Burn at most two cards',
    });
  });
});

describe('Glimpse pick timers: a clock for each seat holding a pack', () => {
  /** Three people, packs of 7, 60 s per pick, started at t = 0. */
  function timed(kinds: SeatKind[] = []): GlimpseState {
    const packs = Array.from({ length: 3 }, (_, s) =>
      Array.from({ length: 2 }, (_, r) => testCards(7, `r${r}s${s}c`)),
    );
    const r = createGlimpse({ seed: 'g', seats: testSeats(3, kinds), packs, timer: { secondsPerTurn: 60 } });
    if (!r.ok) throw new Error(r.error);
    return runTurns(glimpse, r.value, [{ type: 'start', now: 0 }]).state;
  }
  const at = (s: GlimpseState, seat: number, now: number) =>
    runTurns(glimpse, s, [{ ...by(s, seat, firstOf(s, seat)), now }]).state;

  it('starts every seat holding a pack on its own clock; a seat with none has none', () => {
    const s = timed();
    expect(s.clocks).toEqual([60_000, 60_000, 60_000]);
    expect(s.deadline).toBe(60_000);
    // Seat 0 picks at 10 s: its next pack has not come yet, so it has no clock; seat 1 holds two packs
    // and keeps the clock it had.
    const next = at(s, 0, 10_000);
    expect(next.clocks).toEqual([null, 60_000, 60_000]);
    expect(glimpseView(next, 0)!.deadline).toBeNull();
    expect(glimpseView(next, 1)!.deadline).toBe(60_000);
    // Seat 1 picks at 20 s with another pack waiting: a fresh clock for it.
    expect(at(next, 1, 20_000).clocks).toEqual([null, 80_000, 60_000]);
  });

  it('a tick picks once for each seat whose clock ran out, not for the others', () => {
    let s = timed();
    s = at(s, 0, 10_000);
    s = at(s, 2, 50_000); // seat 2's pack goes to seat 0, whose clock starts at 50 s
    expect(s.clocks).toEqual([110_000, 60_000, null]);
    const before = s.seats.map((seat) => seat.pool.length);
    const ticked = turnReducer(glimpse, s, { type: 'tick', now: 60_000 });
    // Only seat 1 ran out: it picked (automatically) once, from the first of its two packs.
    expect(ticked.state.seats.map((seat) => seat.pool.length)).toEqual([
      before[0],
      before[1]! + 1,
      before[2],
    ]);
    expect(
      ticked.events.filter((e) => e.type === 'moved').map((e) => [e.seat, e.type === 'moved' && e.auto]),
    ).toEqual([[1, true]]);
    expect(ticked.state.clocks![0]).toBe(110_000);
    // Seat 1 still holds seat 0's pack: a fresh clock from the tick.
    expect(ticked.state.clocks![1]).toBe(120_000);
    // Nothing is due before a clock: a tick then changes nothing.
    expect(turnReducer(glimpse, ticked.state, { type: 'tick', now: 100_000 }).events).toEqual([]);
    // The stored events rebuild the same clocks.
    expect(applyTurnEvents(glimpse, s, ticked.events)).toEqual(ticked.state);
  });

  it('a bot has no clock, and a seat handed to a bot loses its clock', () => {
    const s = timed(['human', 'bot', 'human']);
    expect(s.clocks![1]).toBeNull();
    const replaced = turnReducer(glimpse, s, { type: 'replaceWithBot', seat: 2, now: 5_000 }).state;
    expect(replaced.clocks![2]).toBeNull();
    expect(replaced.clocks![0]).toBe(60_000);
  });

  it('a draft stored before seats had clocks (no clocks, no timer) plays on without any', () => {
    const { clocks: _, ...old } = table();
    const next = play(old as GlimpseState, 0);
    expect(next.clocks).toBeUndefined();
    expect(next.deadline).toBeNull();
  });
});
