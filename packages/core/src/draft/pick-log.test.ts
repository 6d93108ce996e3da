import { describe, expect, it } from 'vitest';
import { createRng } from '../random';
import type { DraftEvent } from './events';
import { replayPickLog } from './pick-log';
import { draftReducer } from './reducer';
import { type TestDraftOptions, testDraft } from './synthetic-draft.test-support';
import type { DraftState } from './types';

/** Plays a draft to the end with seeded random picks; returns the initial state, events and end state. */
function playRandom(o: TestDraftOptions) {
  const initial = testDraft(o);
  const rng = createRng(o.seed ?? 'log');
  const events: DraftEvent[] = [];
  let state: DraftState = initial;
  const act = (a: Parameters<typeof draftReducer>[1]) => {
    const r = draftReducer(state, a);
    if (r.events.some((e) => e.type === 'error')) throw new Error(JSON.stringify(r.events));
    state = r.state;
    events.push(...r.events);
  };
  act({ type: 'start', now: 0 });
  for (let guard = 0; state.status !== 'done'; guard++) {
    if (guard > 10_000) throw new Error('draft did not finish');
    const ready = state.seats.map((_, i) => i).filter((i) => state.seats[i]!.queue.length > 0);
    const seat = ready[rng.int(ready.length)]!;
    const s = state.seats[seat]!;
    const pack = state.packs[s.queue[0]!]!;
    act({
      type: 'pick',
      seat,
      packNumber: state.round,
      pickNumber: s.pickNumber,
      cardIndex: rng.int(pack.length),
      now: 0,
    });
  }
  return { initial, events, end: state };
}

const CASES: [string, TestDraftOptions][] = [
  ['three humans, one pick a step', { seed: 'a', seats: 3, packs: 3, size: 5 }],
  ['humans and bots', { seed: 'b', seats: 4, packs: 2, size: 6, kinds: ['human', 'bot', 'human', 'bot'] }],
  ['pick two burn one', { seed: 'c', seats: 3, packs: 2, size: 7, step: { picks: 2, burns: 1 } }],
  ['eight seats of fifteen', { seed: 'd', seats: 8, packs: 3, size: 15, kinds: ['human', 'human'] }],
];

describe('replayPickLog', () => {
  it.each(CASES)('rebuilds every pack each pick was made from: %s', (_, o) => {
    const { initial, events, end } = playRandom(o);
    const log = replayPickLog(initial, events);
    const step = initial.settings.step;

    // The replayed picks are the engine's own pick records, in order.
    log.forEach((seat, i) => {
      expect(seat.picks.map(({ pack, burned, ...rec }) => rec)).toEqual(end.seats[i]!.picks);
      for (const p of seat.picks) expect(p.pack.map((c) => c.id)).toContain(p.card.id);
    });

    // Every card of every dealt pack is shown exactly once at pack-open (the pack's first pick).
    const entries = log.flatMap((s) => s.picks);
    for (const [packId, cards] of Object.entries(initial.packs)) {
      const visits = entries.filter((p) => p.packId === packId).sort((a, b) => b.pack.length - a.pack.length);
      expect(visits[0]!.pack).toEqual(cards);
      // Each later visit shows the previous pack less the card taken and any burned after it.
      for (let i = 1; i < visits.length; i++) {
        const prev = visits[i - 1]!;
        const gone = new Set([prev.card.id, ...prev.burned.map((c) => c.id)]);
        expect(visits[i]!.pack).toEqual(prev.pack.filter((c) => !gone.has(c.id)));
      }
      // Over a whole step the pack shrinks by the step's picks and burns.
      if (step.picks > 1) {
        const opens = visits.filter((v) => v.burned.length > 0);
        for (let i = 1; i < opens.length; i++)
          expect(opens[i - 1]!.pack.length - opens[i]!.pack.length).toBe(step.picks + step.burns);
      }
    }
    const pickedOrBurned = entries.flatMap((p) => [p.card.id, ...p.burned.map((c) => c.id)]).sort();
    expect(pickedOrBurned).toEqual(
      Object.values(initial.packs)
        .flat()
        .map((c) => c.id)
        .sort(),
    );
  });

  it('marks bot and timed-out picks as automatic', () => {
    const { initial, events } = playRandom(CASES[1]![1]);
    const log = replayPickLog(initial, events);
    expect(log[1]!.picks.every((p) => p.auto)).toBe(true);
    expect(log[0]!.picks.every((p) => !p.auto)).toBe(true);
  });

  it('does not touch the initial state', () => {
    const { initial, events } = playRandom(CASES[0]![1]);
    const before = JSON.stringify(initial);
    replayPickLog(initial, events);
    expect(JSON.stringify(initial)).toBe(before);
  });
});
