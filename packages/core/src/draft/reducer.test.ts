import { describe, expect, it } from 'vitest';
import type { DraftAction } from './actions';
import { applyEvents } from './apply';
import type { DraftEvent } from './events';
import { draftReducer } from './reducer';
import { testDraft } from './synthetic-draft.test-support';
import { pickSeconds } from './timer';
import type { DraftState } from './types';
import { viewFor } from './view';

/** Applies actions in order, failing the test on an unexpected error event. */
function run(state: DraftState, actions: DraftAction[]) {
  const events: DraftEvent[] = [];
  for (const a of actions) {
    const r = draftReducer(state, a);
    const err = r.events.find((e) => e.type === 'error');
    if (err) throw new Error(`unexpected error: ${JSON.stringify(err)}`);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}

const pick = (seat: number, packNumber: number, pickNumber: number, cardIndex = 0, now = 0): DraftAction => ({
  type: 'pick',
  seat,
  packNumber,
  pickNumber,
  cardIndex,
  now,
});

describe('draft reducer: flow', () => {
  it('opens one pack per seat on start and refuses a second start', () => {
    const { state, events } = run(testDraft(), [{ type: 'start', now: 0 }]);
    expect(events.map((e) => e.type)).toEqual(['roundStarted', 'packOpened', 'packOpened', 'packOpened']);
    expect(state.seats.map((s) => s.queue)).toEqual([['p0s0'], ['p0s1'], ['p0s2']]);
    const again = draftReducer(state, { type: 'start', now: 1 });
    expect(again.state).toBe(state);
    expect(again.events).toEqual([
      { type: 'error', seat: null, code: 'already_started', message: 'The draft has already started.' },
    ]);
  });

  it('passes left in pack 1 and right in pack 2, queueing packs at slow seats', () => {
    let { state } = run(testDraft({ size: 3 }), [{ type: 'start', now: 0 }, pick(0, 0, 0)]);
    // Seat 0 passed left to seat 1, which now holds two packs; seat 0 waits.
    expect(state.seats.map((s) => s.queue.length)).toEqual([0, 2, 1]);
    expect(viewFor(state, 1)!.seats.map((s) => s.packsWaiting)).toEqual([0, 2, 1]);
    // Seat 1 runs ahead through both of its packs while seat 2 has not picked.
    ({ state } = run(state, [pick(1, 0, 0), pick(1, 0, 1)]));
    expect(state.seats[1]!.pickNumber).toBe(2);
    expect(state.seats[2]!.queue).toEqual(['p0s2', 'p0s1', 'p0s0']);
    ({ state } = run(state, [pick(2, 0, 0), pick(2, 0, 1), pick(2, 0, 2)]));
    ({ state } = run(state, [pick(0, 0, 1), pick(0, 0, 2), pick(1, 0, 2)]));
    expect(state.round).toBe(1);
    const { events } = run(state, [pick(0, 1, 0)]);
    expect(events.find((e) => e.type === 'packPassed')).toMatchObject({ seat: 2, from: 0 });
  });

  it('ends the draft when the last card is taken, with every card in a pool', () => {
    const actions: DraftAction[] = [{ type: 'start', now: 0 }];
    for (let r = 0; r < 2; r++)
      for (let p = 0; p < 2; p++) for (let s = 0; s < 2; s++) actions.push(pick(s, r, p));
    const { state, events } = run(testDraft({ seats: 2, packs: 2, size: 2 }), actions);
    expect(state.status).toBe('done');
    expect(events.at(-1)).toEqual({ type: 'draftEnded', seat: null });
    expect(state.seats.map((s) => s.pool.length)).toEqual([4, 4]);
    expect(Object.keys(state.packs)).toEqual([]);
    expect(draftReducer(state, pick(0, 1, 2)).events[0]).toMatchObject({ code: 'draft_over' });
  });

  it('lets bots draft a whole table on start', () => {
    const { state } = run(testDraft({ seats: 8, packs: 3, size: 15, kinds: Array(8).fill('bot') }), [
      { type: 'start', now: 0 },
    ]);
    expect(state.status).toBe('done');
    expect(state.seats.every((s) => s.pool.length === 45)).toBe(true);
  });

  it('rebuilds the same state by folding the events over the initial state', () => {
    const initial = testDraft({ seats: 4, kinds: ['human', 'bot', 'bot', 'human'] });
    const { state, events } = run(initial, [{ type: 'start', now: 0 }, pick(0, 0, 0, 1), pick(3, 0, 0, 2)]);
    expect(applyEvents(initial, events)).toEqual(state);
  });
});

describe('draft reducer: refusals and idempotence', () => {
  const started = run(testDraft(), [{ type: 'start', now: 0 }]).state;

  it.each([
    ['before start', testDraft(), pick(0, 0, 0), 'not_started', 'The draft has not started yet.'],
    ['unknown seat', started, pick(9, 0, 0), 'bad_seat', 'There is no seat 9.'],
    ['future pick', started, pick(0, 0, 1), 'wrong_pick', 'Expected pick 1, got pick 2.'],
    ['other pack', started, pick(0, 1, 0), 'wrong_pack', 'Pack 2 is not being drafted; this is pack 1.'],
    ['card not in pack', started, pick(0, 0, 0, 7), 'card_not_in_pack', 'That card is not in your pack.'],
  ])('refuses a pick %s with a clear message and no change', (_, state, action, code, message) => {
    const r = draftReducer(state, action);
    expect(r.state).toBe(state);
    expect(r.events).toEqual([{ type: 'error', seat: (action as { seat: number }).seat, code, message }]);
  });

  it('refuses a card id from another seat’s pack', () => {
    const other = started.packs.p0s1![0]!.id;
    const r = draftReducer(started, {
      type: 'pick',
      seat: 0,
      packNumber: 0,
      pickNumber: 0,
      cardId: other,
      now: 0,
    });
    expect(r.events[0]).toMatchObject({ code: 'card_not_in_pack' });
  });

  it('treats a repeated pick as a no-op', () => {
    const once = draftReducer(started, pick(0, 0, 0, 2));
    const twice = draftReducer(once.state, pick(0, 0, 0, 2));
    expect(twice.state).toBe(once.state);
    expect(twice.events).toEqual([]);
  });

  it('refuses the same pick index naming another card (a duplicate index)', () => {
    const [first, second] = started.packs.p0s0!;
    const byId = (cardId: string): DraftAction => ({
      type: 'pick',
      seat: 0,
      packNumber: 0,
      pickNumber: 0,
      cardId,
      now: 0,
    });
    const once = draftReducer(started, byId(first!.id));
    expect(draftReducer(once.state, byId(first!.id)).events).toEqual([]);
    const again = draftReducer(once.state, byId(second!.id));
    expect(again.state).toBe(once.state);
    expect(again.events).toEqual([
      { type: 'error', seat: 0, code: 'duplicate_pick', message: 'Pick 1 of pack 1 was already made.' },
    ]);
  });

  it('refuses a pick from a seat with no pack', () => {
    const { state } = run(started, [pick(0, 0, 0)]);
    expect(draftReducer(state, pick(0, 0, 1)).events[0]).toMatchObject({ code: 'no_pack' });
  });
});

describe('draft reducer: timers, burns and seats', () => {
  it('sets shrinking deadlines and auto-picks when one passes', () => {
    const timer = { secondsPerPick: 40 };
    expect([15, 8, 1].map((n) => pickSeconds(timer, n, 15))).toEqual([40, 25, 10]);
    expect(pickSeconds({ secondsPerPick: 6 }, 1, 15)).toBe(5);
    const { state } = run(testDraft({ timer, size: 4 }), [{ type: 'start', now: 1000 }]);
    expect(state.seats[0]!.deadline).toBe(1000 + 40_000);
    expect(viewFor(state, 0)!.deadline).toBe(41_000);
    expect(draftReducer(state, { type: 'tick', now: 40_999 }).state).toBe(state);
    const late = draftReducer(state, { type: 'tick', now: 41_000 });
    expect(late.events.filter((e) => e.type === 'autoPicked').map((e) => e.seat)).toEqual([0, 1, 2]);
    // Each seat now holds its neighbour's pack (3 cards left) with a fresh, shorter deadline.
    expect(late.state.seats[1]!.deadline).toBe(41_000 + pickSeconds(timer, 3, 4) * 1000);
  });

  it('picks twice then burns one per step', () => {
    const step = { picks: 2, burns: 1 };
    const start = run(testDraft({ step, size: 6 }), [{ type: 'start', now: 0 }]).state;
    const first = run(start, [pick(0, 0, 0)]).state;
    expect(first.seats[0]!.queue).toEqual(['p0s0']);
    const lastCard = first.packs.p0s0!.at(-1)!.id;
    const wrong = draftReducer(first, { ...pick(0, 0, 1), burn: [] } as DraftAction);
    expect(wrong.events[0]).toMatchObject({
      code: 'bad_burn',
      message: 'Choose exactly 1 other card(s) of this pack to burn.',
    });
    const { state, events } = run(first, [{ ...pick(0, 0, 1), burn: [lastCard] } as DraftAction]);
    expect(events.find((e) => e.type === 'burned')).toMatchObject({ seat: 0, cards: [{ id: lastCard }] });
    expect(state.packs.p0s0).toHaveLength(3);
    expect(state.seats[1]!.queue).toEqual(['p0s1', 'p0s0']);
  });

  it('keeps packs for an absent player and lets a bot take the seat', () => {
    let { state } = run(testDraft(), [
      { type: 'start', now: 0 },
      { type: 'leave', seat: 1, now: 0 },
      pick(0, 0, 0),
    ]);
    expect(state.seats[1]).toMatchObject({ present: false, queue: ['p0s1', 'p0s0'] });
    const replaced = draftReducer(state, { type: 'replaceWithBot', seat: 1, now: 5 });
    expect(replaced.events[0]).toEqual({ type: 'seatChanged', seat: 1, kind: 'bot', present: true });
    state = replaced.state;
    expect(state.seats[1]!.queue).toEqual([]);
    expect(state.seats[1]!.pool).toHaveLength(2);
    ({ state } = run(state, [{ type: 'rejoin', seat: 1, now: 6 }]));
    expect(state.seats[1]!.kind).toBe('human');
  });

  it('leaves a bot seat a bot when its player leaves, and ignores a repeated leave', () => {
    const { state } = run(testDraft({ kinds: ['human', 'bot', 'human'] }), [{ type: 'start', now: 0 }]);
    const left = draftReducer(state, { type: 'leave', seat: 1, now: 1 });
    expect(left.events).toEqual([{ type: 'seatChanged', seat: 1, kind: 'bot', present: false }]);
    expect(draftReducer(left.state, { type: 'leave', seat: 1, now: 2 }).events).toEqual([]);
    expect(draftReducer(state, { type: 'leave', seat: 7, now: 1 }).events[0]).toMatchObject({
      code: 'bad_seat',
    });
  });

  it('shows a seat only its own pack and pool', () => {
    const { state } = run(testDraft(), [{ type: 'start', now: 0 }, pick(0, 0, 0, 1)]);
    const view = viewFor(state, 2)!;
    expect(view.pack).toEqual(state.packs.p0s2);
    expect(view.pool).toEqual([]);
    expect(JSON.stringify(view)).not.toContain(state.packs.p0s0![0]!.id);
    expect(viewFor(state, 5)).toBeNull();
  });
});
