// Steps that change within a pack: Minneapolis draft (take one card, then two at a time) and custom
// formats' per-pack steps, on the booster engine.
import { describe, expect, it } from 'vitest';
import type { DraftAction } from './actions';
import { applyEvents } from './apply';
import type { DraftEvent } from './events';
import { draftReducer } from './reducer';
import { createDraft } from './setup';
import { stepFor } from './step';
import { testDraft } from './synthetic-draft.test-support';
import type { DraftState } from './types';
import { viewFor } from './view';

function act(state: DraftState, actions: DraftAction[], log: DraftEvent[] = []) {
  for (const a of actions) {
    const r = draftReducer(state, a);
    const err = r.events.find((e) => e.type === 'error');
    if (err) throw new Error(`unexpected error: ${JSON.stringify(err)}`);
    log.push(...r.events);
    state = r.state;
  }
  return state;
}

/** Seat `seat` takes the first card of the pack in front of it. */
const first = (state: DraftState, seat: number): DraftAction => ({
  type: 'pick',
  seat,
  packNumber: state.round,
  pickNumber: state.seats[seat]!.pickNumber,
  cardIndex: 0,
  now: 0,
});

/** Seat `seat` takes the first card `times` times in a row. */
function take(state: DraftState, seat: number, times: number, log: DraftEvent[] = []) {
  for (let i = 0; i < times; i++) state = act(state, [first(state, seat)], log);
  return state;
}

const ONE = { picks: 1, burns: 0 };
const TWO = { picks: 2, burns: 0 };

describe('pick steps that change within a pack', () => {
  it('Minneapolis: one card from a fresh pack, then two at a time', () => {
    const initial = testDraft({ seats: 2, packs: 1, size: 5, schedule: [[ONE, TWO, TWO]] });
    const log: DraftEvent[] = [];
    let s = act(initial, [{ type: 'start', now: 0 }], log);
    expect(viewFor(s, 0)!.step).toEqual(ONE);
    s = take(take(s, 0, 1, log), 1, 1, log);
    // Each seat now holds the other's pack, one step in: two picks before it passes on.
    expect(s.seats.map((x) => x.queue)).toEqual([['p0s1'], ['p0s0']]);
    expect(viewFor(s, 0)!.step).toEqual(TWO);
    s = take(s, 0, 1, log);
    expect(s.seats[0]!.queue).toEqual(['p0s1']);
    s = take(s, 0, 1, log);
    expect(s.seats[1]!.queue).toEqual(['p0s0', 'p0s1']);
    // Two cards left in each pack: its third step takes both.
    s = take(take(s, 1, 4, log), 0, 2, log);
    expect(s.status).toBe('done');
    expect(s.seats.map((x) => x.pool.length)).toEqual([5, 5]);
    expect(s.packSteps).toEqual({});
    expect(applyEvents(initial, log)).toEqual(s);
  });

  it('burns the rest when a step says so, and falls back to the draft’s step after the list', () => {
    const s0 = testDraft({ seats: 2, packs: 2, size: 6, schedule: [[ONE, { picks: 2, burns: 30 }]] });
    let s = act(s0, [{ type: 'start', now: 0 }]);
    s = take(take(s, 0, 1), 1, 1);
    s = take(take(s, 0, 2), 1, 2);
    // Round 1: each seat took 1 + 2 cards, the other 3 of each pack were burned.
    expect(s.burned).toHaveLength(6);
    expect(s.round).toBe(1);
    // Round 2 has no schedule entry: the draft's step (one pick) throughout.
    expect(stepFor(s, s.seats[0]!.queue[0]!)).toEqual(ONE);
    for (let i = 0; i < 6; i++) s = take(take(s, 0, 1), 1, 1);
    expect(s.status).toBe('done');
    expect(s.seats.map((x) => x.pool.length)).toEqual([9, 9]);
  });

  it('refuses a burn that does not fit the pack’s current step', () => {
    let s = testDraft({ seats: 2, packs: 1, size: 6, schedule: [[ONE, { picks: 1, burns: 1 }]] });
    s = act(s, [{ type: 'start', now: 0 }]);
    const withBurn = { ...first(s, 0), burn: [s.packs[s.seats[0]!.queue[0]!]![1]!.id] } as DraftAction;
    expect(draftReducer(s, withBurn).events[0]).toMatchObject({ code: 'bad_burn' });
    s = take(take(s, 0, 1), 1, 1);
    const pack = s.packs[s.seats[0]!.queue[0]!]!;
    s = act(s, [{ ...first(s, 0), burn: [pack[1]!.id] } as DraftAction]);
    expect(s.burned.map((c) => c.id)).toEqual([pack[1]!.id]);
  });

  it('refuses a schedule for more packs than the draft has, or a bad step in it', () => {
    const base = { seed: 's', seats: [0, 1].map((i) => ({ name: `P${i}`, kind: 'human' as const })) };
    const packs = [[[{ id: 'a', cardId: 'a' }]], [[{ id: 'b', cardId: 'b' }]]];
    expect(createDraft({ ...base, packs, schedule: [[ONE], [ONE]] })).toEqual({
      ok: false,
      error: 'The pick steps list 2 packs, but each player opens 1.',
    });
    expect(createDraft({ ...base, packs, schedule: [[{ picks: 0, burns: 0 }]] })).toEqual({
      ok: false,
      error: 'Picks per step must be a whole number of at least 1.',
    });
    const plain = createDraft({ ...base, packs });
    expect(plain.ok && 'schedule' in plain.value.settings).toBe(false);
  });
});
