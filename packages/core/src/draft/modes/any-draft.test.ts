import { describe, expect, it } from 'vitest';
import { testDraft } from '../synthetic-draft.test-support';
import type { DraftState } from '../types';
import {
  type AnyDraftEvent,
  type AnyDraftState,
  anyDeadlines,
  anyTimed,
  anyViewFor,
  draftEngineOf,
  foldAnyDraft,
  modeName,
  reduceAnyDraft,
} from './any-draft';
import { createTurnDraft, testCards, testSeats } from './turn-modes.test-support';

function winston(timer: number | null = null): AnyDraftState {
  const r = createTurnDraft({
    mode: 'winston',
    seed: 'any',
    seats: testSeats(2),
    cards: testCards(20),
    cardsPerSeat: 5,
    timer: timer === null ? null : { secondsPerTurn: timer },
  });
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

describe('any draft: booster and turn-based modes behind one face', () => {
  it('tells the kinds apart and refuses an action of the other kind', () => {
    const booster = reduceAnyDraft(testDraft({ seats: 2 }), { type: 'start', now: 0 }).state;
    const turn = reduceAnyDraft(winston(), { type: 'start', now: 0 }).state;
    expect(['mode' in booster, 'mode' in turn]).toEqual([false, true]);
    expect([modeName(booster), modeName(turn)]).toEqual(['Booster', 'Winston']);
    const pick = { type: 'pick' as const, seat: 0, packNumber: 0, pickNumber: 0, cardIndex: 0, now: 0 };
    expect(reduceAnyDraft(turn, pick).events[0]).toMatchObject({
      code: 'bad_move',
      message: 'This is a Winston draft: send a move, not a pick.',
    });
    const move = { type: 'move' as const, seat: 0, moveNumber: 0, move: {}, now: 0 };
    expect(reduceAnyDraft(booster, move).events[0]).toMatchObject({
      message: 'This is a booster draft: pick a card from your pack.',
    });
  });

  it('folds, views and lists clocks for either kind', () => {
    for (const initial of [testDraft({ seats: 2, timer: { secondsPerPick: 30 } }), winston(30)]) {
      const events: AnyDraftEvent[] = [];
      let s = initial;
      const step = (a: Parameters<typeof reduceAnyDraft>[1]) => {
        const r = reduceAnyDraft(s, a);
        s = r.state;
        events.push(...r.events);
      };
      step({ type: 'start', now: 1000 });
      if ('mode' in s)
        step({ type: 'move', seat: 0, moveNumber: 0, move: { take: true, pile: 0 }, now: 2000 });
      else step({ type: 'pick', seat: 0, packNumber: 0, pickNumber: 0, cardIndex: 0, now: 2000 });
      expect(foldAnyDraft(initial, events)).toEqual(s);
      expect(anyTimed(s)).toBe(true);
      const clocks = anyDeadlines(s);
      expect(clocks.length).toBeGreaterThan(0);
      for (const c of clocks) expect(c.deadline).toBeGreaterThan(2000);
      expect(anyViewFor(s, 1)).toMatchObject({
        stream: 'mode' in s ? 'table' : 'packs',
        view: { seat: 1, status: 'drafting' },
      });
      expect(anyViewFor(s, 5)).toBeNull();
    }
    expect(anyDeadlines(testDraft() as DraftState)).toEqual([]);
  });

  it("reads people's picks, the log and whom to tell of a turn through the same face", () => {
    const runs = [
      {
        initial: testDraft({ seats: 2 }),
        act: { type: 'pick', seat: 0, packNumber: 0, pickNumber: 0, cardIndex: 0, now: 2 },
      },
      {
        initial: winston(),
        act: { type: 'move', seat: 0, moveNumber: 0, move: { take: true, pile: 0 }, now: 2 },
      },
    ] as const;
    for (const { initial, act } of runs) {
      const started = reduceAnyDraft(initial, { type: 'start', now: 1 });
      const picked = reduceAnyDraft(started.state, act);
      const events = [...started.events, ...picked.events];
      const engine = draftEngineOf(initial);
      const picks = engine.peoplePicks(initial, events);
      expect(picks.length, engine.name).toBeGreaterThan(0);
      for (const p of picks) {
        expect([p.seat, p.pick]).toEqual([0, 1]);
        expect(p.left).not.toContain(p.cardId);
      }
      if (!('mode' in initial)) expect(picks[0]!.left.length).toBeGreaterThan(0);
      expect(picks.map((p) => p.cardId)).toEqual(
        picked.state.seats[0]!.pool.map((c) => c.cardId).slice(0, picks.length),
      );
      const log = engine.log(initial, events);
      expect(log.kind).toBe('mode' in initial ? 'moves' : 'picks');
      expect(log.seats).toHaveLength(initial.seats.length);
    }
    // Everyone picks at once in a booster draft: nobody is ever told it is their turn.
    const booster = reduceAnyDraft(testDraft({ seats: 2 }), { type: 'start', now: 0 }).state;
    expect(draftEngineOf(booster).turnToNotify(booster)).toBeNull();
  });
});
