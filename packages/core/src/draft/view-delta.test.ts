// Property test of the draft deltas (issue 14) over seeded random booster drafts: for every seat after
// every action, the delta between two versions, sent through JSON and the wire schema as the socket
// carries it, turns the older view into exactly the newer one; and a pick sends the picked card, not
// the pool. `VIEW_DELTA_SEED` replays one seed.
import { describe, expect, it } from 'vitest';
import { seatViewDeltaSchema } from '../protocol/drafts';
import { createRng } from '../random';
import type { DraftAction } from './actions';
import { draftReducer } from './reducer';
import { testDraft } from './synthetic-draft.test-support';
import type { DraftState, SeatKind } from './types';
import { type SeatView, viewFor } from './view';
import { applySeatViewDelta, othersCountersOnly, type SeatViewDelta, seatViewDelta } from './view-delta';

const SEEDS = process.env.VIEW_DELTA_SEED
  ? [process.env.VIEW_DELTA_SEED]
  : Array.from({ length: 40 }, (_, i) => `d${i}`);

const wire = (delta: SeatViewDelta): SeatViewDelta =>
  seatViewDeltaSchema.parse(JSON.parse(JSON.stringify(delta)));

function randomAction(state: DraftState, rng: ReturnType<typeof createRng>, now: number): DraftAction {
  const n = state.seats.length;
  const roll = rng.int(20);
  if (roll === 0) return { type: 'tick', now: now + rng.int(90_000) };
  if (roll === 1) return { type: 'leave', seat: rng.int(n), now };
  if (roll === 2) return { type: 'rejoin', seat: rng.int(n), now };
  if (roll === 3) return { type: 'replaceWithBot', seat: rng.int(n), now };
  const holding = state.seats.map((s, i) => (s.queue.length ? i : -1)).filter((i) => i >= 0);
  if (!holding.length) return { type: 'tick', now: now + 1000 };
  const seat = holding[rng.int(holding.length)]!;
  const s = state.seats[seat]!;
  const pack = state.packs[s.queue[0]!]!;
  return {
    type: 'pick',
    seat,
    packNumber: state.round,
    pickNumber: s.pickNumber,
    cardIndex: rng.int(pack.length),
    now,
  };
}

describe('seat view deltas over seeded random drafts', () => {
  it.each(SEEDS)('apply(view(v), delta(v -> w)) equals view(w) for every seat (seed %s)', (seed) => {
    const rng = createRng(`view-delta:${seed}`);
    const seats = 2 + rng.int(7);
    let state = testDraft({
      seed,
      seats,
      packs: 1 + rng.int(3),
      size: 2 + rng.int(8),
      step: { picks: 1 + rng.int(2), burns: rng.int(2) },
      timer: rng.int(2) ? { secondsPerPick: 30 } : null,
      kinds: Array.from({ length: seats }, (): SeatKind => (rng.int(4) === 0 ? 'bot' : 'human')),
    });
    let now = 1_000;
    state = draftReducer(state, { type: 'start', now }).state;
    // Views of every seat at every version, to check deltas across gaps too (a seat the server skipped).
    const history: SeatView[][] = [state.seats.map((_, i) => viewFor(state, i)!)];
    let picksSeen = 0;
    for (let step = 0; step < 400 && state.status !== 'done'; step++) {
      now += 1 + rng.int(5_000);
      const action = randomAction(state, rng, now);
      const before = state;
      state = draftReducer(state, action).state;
      const views = state.seats.map((_, i) => viewFor(state, i)!);
      const older = history[Math.max(0, history.length - 1 - rng.int(4))]!;
      for (let i = 0; i < views.length; i++) {
        const prev = history.at(-1)![i]!;
        const delta = wire(seatViewDelta(prev, views[i]!));
        expect(applySeatViewDelta(prev, delta)).toEqual(views[i]);
        expect(applySeatViewDelta(older[i]!, wire(seatViewDelta(older[i]!, views[i]!)))).toEqual(views[i]);
        // A pick adds to the picker's pool: the delta carries the added card, never the whole pool.
        if (
          action.type === 'pick' &&
          i === action.seat &&
          state.seats[i]!.pool.length > before.seats[i]!.pool.length
        ) {
          expect(delta.pool).toBeUndefined();
          expect(delta.poolAdded?.length).toBeGreaterThan(0);
          picksSeen++;
        }
      }
      history.push(views);
    }
    expect(picksSeen).toBeGreaterThan(0);
  });

  it('sends nothing for a seat whose view did not change, and leaves the older view untouched', () => {
    const state = draftReducer(testDraft({ seats: 3 }), { type: 'start', now: 0 }).state;
    const view = viewFor(state, 1)!;
    expect(seatViewDelta(view, viewFor(state, 1)!)).toEqual({});
    const copy = structuredClone(view);
    const picked = draftReducer(state, {
      type: 'pick',
      seat: 1,
      packNumber: 0,
      pickNumber: 0,
      cardIndex: 0,
      now: 1,
    }).state;
    applySeatViewDelta(view, seatViewDelta(view, viewFor(picked, 1)!));
    expect(view).toEqual(copy);
  });
});

describe('othersCountersOnly', () => {
  it("is true only for deltas that move nothing but other seats' packs waiting", () => {
    expect(othersCountersOnly({}, 1)).toBe(true);
    expect(othersCountersOnly({ seatChanges: [{ index: 0, packsWaiting: 2 }] }, 1)).toBe(true);
    // The seat's own counter, another seat's presence, or any field of its own view is its own change.
    expect(othersCountersOnly({ seatChanges: [{ index: 1, packsWaiting: 2 }] }, 1)).toBe(false);
    expect(othersCountersOnly({ seatChanges: [{ index: 0, present: false }] }, 1)).toBe(false);
    expect(othersCountersOnly({ pickNumber: 3, seatChanges: [{ index: 0, packsWaiting: 2 }] }, 1)).toBe(
      false,
    );
    expect(othersCountersOnly({ poolAdded: [] }, 1)).toBe(false);
  });
});
