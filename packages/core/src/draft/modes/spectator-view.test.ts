// A spectator sees what a mode makes public and nothing a seat keeps to itself (ADR 0073): a property
// over every mode of the registry (and booster draft), played on by expired clocks to random points.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anySeatViewSchema } from '../../protocol/draft-act';
import { testCube } from '../../simulation/synthetic-cube.test-support';
import { applyEvents } from '../apply';
import { replayPickLog } from '../pick-log';
import { draftReducer } from '../reducer';
import { testDraft } from '../synthetic-draft.test-support';
import type { DraftCard, DraftState } from '../types';
import { anyWatchFor, draftEngineOf } from './any-draft';
import { cardsIn } from './cards-in.test-support';
import { anyTurnViewSchema, TURN_MODE_LIST, turnModeView, turnModeWatch } from './registry';
import { boosterWatchView } from './spectator-view';
import type { TurnState } from './types';

const cube = testCube(540).entries;
const TURN_MS = 10_000;

/** A table of `mode` with `seats` human seats, started, then `steps` turns auto-played by the clock. */
function playedTo(modeIndex: number, seats: number, seed: string, steps: number): TurnState | null {
  const mode = TURN_MODE_LIST[modeIndex]!;
  if (mode.engine.seatsProblem(seats, {})) return null;
  const made = mode.engine.create({
    seed,
    seats: Array.from({ length: seats }, (_, i) => ({ name: `P${i}`, kind: 'human' as const })),
    settings: {},
    timer: { secondsPerTurn: TURN_MS / 1000 },
    cube,
  });
  if (!made.ok) throw new Error(`${mode.id}: ${made.error}`);
  let state = mode.engine.reduce(made.value, { type: 'start', now: 0 }).state;
  for (let k = 1; k <= steps && state.status === 'drafting'; k++)
    state = mode.engine.reduce(state, { type: 'tick', now: k * TURN_MS * 2 }).state;
  return state;
}

const modeCase = fc.record({
  mode: fc.integer({ min: 0, max: TURN_MODE_LIST.length - 1 }),
  seats: fc.integer({ min: 2, max: 8 }),
  seed: fc.string({ minLength: 1, maxLength: 6 }),
  steps: fc.integer({ min: 0, max: 60 }),
  delay: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
});

describe('a spectator view of every mode', () => {
  it('holds no seat and shows no card that some seat at the table cannot see', () => {
    fc.assert(
      fc.property(modeCase, (c) => {
        const state = playedTo(c.mode, c.seats, c.seed, c.steps);
        if (!state) return;
        const watched = turnModeWatch(state, { delay: null });
        expect(anyTurnViewSchema.safeParse(watched).success).toBe(true);
        expect(watched.seat).toBeNull();
        expect(watched.pool).toEqual([]);
        expect(watched.mayMove).toBe(false);
        // The common view says who may move, so screens need not work it out per mode.
        const rules = TURN_MODE_LIST[c.mode]!.rules as { mayMove?: unknown };
        state.seats.forEach((_, seat) => {
          const own = turnModeView(state, seat)!;
          if (state.status !== 'drafting') expect(own.mayMove).toBe(false);
          else if (!rules.mayMove) expect(own.mayMove).toBe(state.turn === seat);
        });
        const seen = cardsIn(watched);
        if (state.status === 'done') return;
        // What every seat sees is public; a card only some seats see (a hand, a pile, a pack) is not.
        for (let seat = 0; seat < state.seats.length; seat++) {
          const theirs = cardsIn(turnModeView(state, seat));
          for (const id of seen)
            expect(theirs.has(id), `${state.mode}: seat ${seat} cannot see ${id}`).toBe(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('shows every pool once the draft is over, and before that each seat’s picks but its last N when the host reveals', () => {
    fc.assert(
      fc.property(modeCase, (c) => {
        const state = playedTo(c.mode, c.seats, c.seed, c.steps);
        if (!state) return;
        const watched = turnModeWatch(state, { delay: c.delay });
        const publicView = turnModeView(state, 0)!;
        watched.seats.forEach((s, i) => {
          const seat = state.seats[i]!;
          const ids = (cards: readonly DraftCard[] | null) => cards?.map((x) => x.id) ?? null;
          if (state.status === 'done') expect(ids(s.pool)).toEqual(ids(seat.pool));
          else if (publicView.seats[i]!.pool) expect(ids(s.pool)).toEqual(ids(publicView.seats[i]!.pool));
          else if (c.delay === null) expect(s.pool).toBeNull();
          else {
            const older = seat.picks.slice(0, Math.max(0, seat.picks.length - c.delay));
            expect(ids(s.pool)).toEqual(older.flatMap((p) => p.cards.map((x) => x.id)));
          }
        });
      }),
      { numRuns: 150 },
    );
  });

  it('goes through the one draft face as the table stream, with the mode’s move number', () => {
    const state = playedTo(0, 2, 'face', 3)!;
    const seen = anyWatchFor(state, { delay: null });
    expect(seen.stream).toBe('table');
    expect(seen.seq).toBe(state.moveNumber);
  });
});

describe('a spectator view of a booster draft', () => {
  /** A started booster draft with `picks` rounds of every seat picking its first card. */
  function boosterAfter(picks: number): DraftState {
    let state = draftReducer(testDraft({ seats: 3, packs: 2, size: 4 }), { type: 'start', now: 0 }).state;
    for (let k = 0; k < picks; k++)
      for (let seat = 0; seat < state.seats.length; seat++) {
        const s = state.seats[seat]!;
        const pack = state.packs[s.queue[0]!];
        if (!pack?.length) continue;
        state = draftReducer(state, {
          type: 'pick',
          seat,
          packNumber: state.round,
          pickNumber: s.pickNumber,
          cardId: pack[0]!.id,
          now: 1,
        }).state;
      }
    return state;
  }

  it('shows no pack and no pick while the draft runs, only counters', () => {
    const state = boosterAfter(3);
    const seen = anyWatchFor(state, { delay: null });
    expect(seen.stream).toBe('watch');
    expect(cardsIn(seen).size).toBe(0);
    if (seen.stream === 'watch') expect(seen.view.seats.map((s) => s.pack)).toEqual([null, null, null]);
    if (seen.stream !== 'watch') return;
    expect(seen.view.seats.map((s) => s.picks)).toEqual(state.seats.map((s) => s.picks.length));
    expect(draftEngineOf(state).name).toBe('Booster');
  });

  it('with "everything, delayed by N picks" shows each seat’s picks but its last N, and all at the end', () => {
    const state = boosterAfter(3);
    const view = boosterWatchView(state, { delay: 2 });
    view.seats.forEach((s, i) => {
      expect(s.shown?.map((c) => c.id)).toEqual(state.seats[i]!.picks.slice(0, 1).map((p) => p.card.id));
    });
    // No card in any pack in flight is shown as picked.
    const inPacks = new Set(Object.values(state.packs).flatMap((p) => p.map((c) => c.id)));
    for (const s of view.seats) for (const c of s.shown ?? []) expect(inPacks.has(c.id)).toBe(false);
    const done = boosterAfter(8);
    expect(done.status).toBe('done');
    const end = boosterWatchView(done, { delay: null });
    end.seats.forEach((s, i) => {
      expect(s.shown?.map((c) => c.id)).toEqual(done.seats[i]!.pool.map((c) => c.id));
    });
  });
});

// The delayed reveal's packs (ADR 0073): each seat's pack as it held it N picks ago. The oracle is the
// draft log (replayPickLog: the events replayed over the initial state, each pick's pack noted), not
// the trail the view reads, over random tables with burns, random picks and random delays.
describe('a booster spectator’s delayed packs', () => {
  const tableCase = fc.record({
    seed: fc.string({ maxLength: 6 }),
    seats: fc.integer({ min: 2, max: 5 }),
    packs: fc.integer({ min: 1, max: 3 }),
    size: fc.integer({ min: 2, max: 8 }),
    burn: fc.boolean(),
    moves: fc.array(fc.record({ seat: fc.nat(7), card: fc.nat(9) }), { maxLength: 80 }),
    delay: fc.integer({ min: 1, max: 6 }),
  });

  type TableCase = typeof tableCase extends fc.Arbitrary<infer T> ? T : never;

  /** The case played: the state and every event since the start (the initial state is `initial`). */
  function play(c: TableCase) {
    const initial = testDraft({
      seed: c.seed,
      seats: c.seats,
      packs: c.packs,
      size: c.size,
      step: c.burn ? { picks: 2, burns: 1 } : undefined,
    });
    let { state, events } = draftReducer(initial, { type: 'start', now: 0 });
    const log = [...events];
    for (const m of c.moves) {
      const seat = m.seat % c.seats;
      const s = state.seats[seat]!;
      const pack = s.queue[0] === undefined ? undefined : state.packs[s.queue[0]];
      if (!pack?.length) continue;
      ({ state, events } = draftReducer(state, {
        type: 'pick',
        seat,
        packNumber: state.round,
        pickNumber: s.pickNumber,
        cardId: pack[m.card % pack.length]!.id,
        now: 1,
      }));
      log.push(...events);
    }
    return { initial, state, log };
  }

  const ids = (cards: readonly DraftCard[]) => cards.map((c) => c.id).sort();

  it('shows the pack each seat held N picks ago (further back only while it would tell a hidden pick), no pick of the last N as picked', () => {
    fc.assert(
      fc.property(tableCase, (c) => {
        const { initial, state, log } = play(c);
        const view = boosterWatchView(state, { delay: c.delay });
        if (state.status === 'done') {
          expect(view.seats.every((s) => s.pack === null)).toBe(true);
          return;
        }
        const picksLog = replayPickLog(initial, log);
        // Every pack as dealt: the pack of the first pick made from it, the largest the log shows.
        const dealt = new Map<string, string[]>();
        for (const e of picksLog.flatMap((s) => s.picks))
          if ((dealt.get(e.packId)?.length ?? -1) < e.pack.length) dealt.set(e.packId, ids(e.pack));
        const picked = new Set(state.seats.flatMap((s) => s.picks.map((p) => p.card.id)));
        const revealed = new Set(
          state.seats.flatMap((s) => s.picks.slice(0, s.picks.length - c.delay).map((p) => p.card.id)),
        );
        const shownAnywhere = new Set(view.seats.flatMap((s) => (s.shown ?? []).map((x) => x.id)));
        /** Whether a pack held then tells, by a card missing from it, a pick still hidden. */
        const tellsHidden = (packId: string, cards: readonly DraftCard[]) => {
          const now = new Set(cards.map((x) => x.id));
          return dealt.get(packId)!.some((id) => !now.has(id) && picked.has(id) && !revealed.has(id));
        };
        const even = state.seats.every((s) => s.picks.length === state.seats[0]!.picks.length);
        view.seats.forEach((s, i) => {
          const picks = picksLog[i]!.picks;
          let k = picks.length - c.delay;
          while (k >= 0 && tellsHidden(picks[k]!.packId, picks[k]!.pack)) k--;
          if (k < 0) {
            expect(s.pack).toBeNull();
            return;
          }
          // The pack shown is the one the seat held before its pick k, whole, as the log shows it.
          const then = picks[k]!;
          expect(s.pack).toMatchObject({
            packNumber: then.packNumber,
            pickNumber: then.pickNumber,
            picksAgo: picks.length - k,
          });
          expect(ids(s.pack!.cards)).toEqual(ids(then.pack));
          // At an even table that is N picks back; and the pick made from it is not shown as a pick.
          if (even) expect(s.pack!.picksAgo).toBe(c.delay);
          if (s.pack!.picksAgo === c.delay) {
            expect(s.pack!.cards.map((x) => x.id)).toContain(then.card.id);
            expect((s.shown ?? []).map((x) => x.id)).not.toContain(then.card.id);
          }
          // Its cards are in no telling order: sorted by id, whatever was taken first.
          expect(s.pack!.cards.map((x) => x.id)).toEqual(ids(s.pack!.cards));
          // A card of the pack picked within some seat's last N picks is not shown as anyone's pick.
          for (const card of s.pack!.cards)
            if (picked.has(card.id) && !revealed.has(card.id)) expect(shownAnywhere.has(card.id)).toBe(false);
        });
      }),
      { numRuns: 300 },
    );
  });

  it('at an even table shows each seat’s pack from exactly N picks ago, the card it took unmarked', () => {
    const initial = testDraft({ seats: 3, packs: 2, size: 5 });
    let { state, events } = draftReducer(initial, { type: 'start', now: 0 });
    const log = [...events];
    for (let k = 0; k < 3; k++)
      for (let seat = 0; seat < 3; seat++) {
        const s = state.seats[seat]!;
        ({ state, events } = draftReducer(state, {
          type: 'pick',
          seat,
          packNumber: 0,
          pickNumber: s.pickNumber,
          cardId: state.packs[s.queue[0]!]![0]!.id,
          now: 1,
        }));
        log.push(...events);
      }
    const view = boosterWatchView(state, { delay: 2 });
    const picksLog = replayPickLog(initial, log);
    view.seats.forEach((s, i) => {
      const second = picksLog[i]!.picks[1]!;
      expect(s.pack).toMatchObject({ packNumber: 0, pickNumber: 1, picksAgo: 2 });
      expect(ids(s.pack!.cards)).toEqual(ids(second.pack));
      // The pack holds the card taken from it at that pick (hidden), shown as no one's pick.
      expect(s.pack!.cards.map((c) => c.id)).toContain(second.card.id);
      expect(s.shown!.map((c) => c.id)).toEqual([state.seats[i]!.picks[0]!.card.id]);
    });
    // Four cards: the second pick's pack of a five-card pack.
    expect(view.seats.map((s) => s.pack!.cards.length)).toEqual([4, 4, 4]);
  });

  it('goes to the client as the protocol describes, and the fold rebuilds the same trail', () => {
    const { initial, state, log } = play({
      seed: 'held',
      seats: 3,
      packs: 2,
      size: 5,
      burn: true,
      moves: Array.from({ length: 12 }, (_, k) => ({ seat: k, card: k })),
      delay: 2,
    });
    const seen = anyWatchFor(state, { delay: 2 });
    expect(anySeatViewSchema.parse(seen)).toEqual(seen);
    if (seen.stream !== 'watch') throw new Error('a booster draft watches as the watch stream');
    expect(seen.view.seats.some((s) => (s.pack?.cards.length ?? 0) > 0)).toBe(true);
    // The trail is the fold's, like all of the state: the log alone rebuilds it.
    expect(applyEvents(initial, log).taken).toEqual(state.taken);
    expect(initial.taken).toBeUndefined();
  });
});
