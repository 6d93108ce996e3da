import { describe, expect, it } from 'vitest';
import { entry } from '../../cube/cube-entries.test-support';
import { applyEvents } from '../apply';
import type { DraftEvent } from '../events';
import { humanPicksOf } from '../human-picks';
import { replayPickLog } from '../pick-log';
import { testDraft } from '../synthetic-draft.test-support';
import type { DraftState } from '../types';
import { viewFor } from '../view';
import {
  type AnyDraftEvent,
  type AnyDraftState,
  DRAFT_MODES,
  draftEngineOf,
  reduceAnyDraft,
} from './any-draft';
import { boosterMode, boosterMoveSchema } from './booster';
import { DRAFT_MODE_INFOS, TURN_MODES } from './mode-infos';
import { dealTurnDraft } from './registry';
import { testSeats } from './turn-modes.test-support';

// The one list of every way to draft (ADR 0081): booster draft is an entry like any turn-based mode,
// and which entry a stored state belongs to is the list's answer (exactly one entry owns it).

const cube = Array.from({ length: 1000 }, (_, i) => entry(`e${i}`, `Card ${i}`));

/** A started draft of every mode of the list: booster's from synthetic packs, the others dealt from the cube. */
function startedOfEach(): AnyDraftState[] {
  const booster = reduceAnyDraft(testDraft({ seats: 2 }), { type: 'start', now: 0 }).state;
  const turns = TURN_MODES.map((info) => {
    const r = dealTurnDraft({
      mode: info.id,
      seed: 'list',
      seats: testSeats(Math.max(2, info.seats.min)),
      settings: {},
      timer: null,
      cube,
    });
    if (!r.ok) throw new Error(r.error);
    return reduceAnyDraft(r.value, { type: 'start', now: 0 }).state;
  });
  return [booster, ...turns];
}

/** A booster draft as it was stored before modes existed: plain JSON, no `mode` field, its picks in the log. */
function storedBoosterDraft() {
  const initial = testDraft({ seats: 3, packs: 2, size: 4, timer: { secondsPerPick: 30 } });
  const events: DraftEvent[] = [];
  let state: DraftState = initial;
  const step = (a: Parameters<typeof reduceAnyDraft>[1]) => {
    const r = reduceAnyDraft(state, a);
    state = r.state as DraftState;
    events.push(...(r.events as DraftEvent[]));
  };
  step({ type: 'start', now: 1000 });
  for (let seq = 0; seq < 3; seq++)
    for (let seat = 0; seat < 3; seat++) {
      const card = viewFor(state, seat)!.pack![0]!;
      step({ type: 'act', seat, seq, move: { cardId: card.id }, now: 2000 + seq });
    }
  const stored = JSON.parse(JSON.stringify({ initial, events })) as {
    initial: DraftState;
    events: DraftEvent[];
  };
  return { ...stored, final: state };
}

describe('the one list of draft modes', () => {
  it('holds booster draft first, then every turn-based mode, with the zod-free infos in the same order', () => {
    expect(DRAFT_MODES.map((m) => m.id)).toEqual(['booster', ...TURN_MODES.map((m) => m.id)]);
    expect(DRAFT_MODES.map((m) => m.info)).toEqual(DRAFT_MODE_INFOS);
    for (const [i, m] of DRAFT_MODES.entries()) expect(m.info).toBe(DRAFT_MODE_INFOS[i]);
    expect(new Set(DRAFT_MODES.map((m) => m.id)).size).toBe(DRAFT_MODES.length);
    expect(DRAFT_MODES[0]).toBe(boosterMode);
  });

  it('has exactly one entry owning a state of each mode, and that entry is the lookup’s answer', () => {
    for (const state of startedOfEach()) {
      const owners = DRAFT_MODES.filter((m) => m.owns(state));
      expect(owners).toHaveLength(1);
      expect(draftEngineOf(state)).toBe(owners[0]);
      expect(owners[0]!.id).toBe('mode' in state ? state.mode : 'booster');
    }
  });

  it('refuses a state or a log of another mode rather than folding it', () => {
    const [booster, winston] = startedOfEach();
    expect(() => boosterMode.fold(winston!, [])).toThrow('A winston draft was handed to the Booster mode.');
    expect(() => draftEngineOf(winston!).view(booster!, 0)).toThrow(
      'A booster draft was handed to the Winston mode.',
    );
    const moved: AnyDraftEvent = { type: 'moved', seat: 0, moveNumber: 0, move: {}, auto: false };
    expect(() => boosterMode.fold(booster!, [moved])).toThrow(
      'A moved event, which the Booster mode never writes',
    );
  });

  it('owns a booster draft stored before modes existed and replays it exactly as the booster engine does', () => {
    const { initial, events, final } = storedBoosterDraft();
    expect('mode' in initial).toBe(false);
    const mode = draftEngineOf(initial);
    expect(mode).toBe(boosterMode);
    expect([mode.id, mode.name]).toEqual(['booster', 'Booster']);
    expect(mode.fold(initial, events)).toEqual(applyEvents(initial, events));
    expect(mode.fold(initial, events)).toEqual(final);
    expect(mode.log(initial, events)).toEqual({ kind: 'picks', seats: replayPickLog(initial, events) });
    expect(mode.peoplePicks(initial, events)).toHaveLength(humanPicksOf(initial, events).length);
    expect(mode.peoplePicks(initial, events).length).toBeGreaterThan(0);
    expect(mode.deadlines(final).map((d) => d.seat)).toEqual([0, 1, 2]);
    expect(mode.view(final, 1)).toMatchObject({ stream: 'packs', seq: 3 });
  });

  it('reads statistics from a pick digest that says what the full fold says', () => {
    const { initial, events } = storedBoosterDraft();
    // A person leaves mid-draft: the digest must follow the seat to its bot, as the fold does.
    const left: DraftEvent = { type: 'seatChanged', seat: 1, kind: 'bot', present: false };
    const log = [...events.slice(0, 4), left, ...events.slice(4)];
    const digested = DRAFT_MODES.filter((m) => m.pickDigest);
    expect(digested.map((m) => m.id)).toEqual(['booster']);
    for (const mode of digested) {
      const start = { kinds: initial.seats.map((s) => s.kind), pools: initial.seats.map((s) => s.pool) };
      const wanted = new Set<string>(mode.pickDigest!.events);
      const facts = mode.pickDigest!.facts(
        start,
        log.filter((e) => wanted.has(e.type)),
      );
      const end = mode.fold(initial, log);
      expect(facts).toEqual({
        picks: mode.peoplePicks(initial, log).map((p) => ({ cardId: p.cardId, pick: p.pick })),
        pools: end.seats.map((s) => s.pool),
        finalKinds: end.seats.map((s) => s.kind),
      });
      expect(facts.picks.length).toBeGreaterThan(0);
    }
  });
});

describe("a booster move's shape", () => {
  it('is answered by the hand check of a plain pick exactly as by the schema', () => {
    const long = 'x'.repeat(100);
    const moves: unknown[] = [
      { cardId: 'c1' },
      { cardId: long },
      { cardId: `${long}x` },
      { cardId: '' },
      { cardId: 3 },
      { cardId: 'c1', extra: true },
      { cardId: 'c1', burn: undefined },
      { cardId: 'c1', burn: ['c2'] },
      { cardId: 'c1', burn: 'c2' },
      {},
      [],
      ['c1'],
      null,
      'c1',
      undefined,
    ];
    for (const move of moves) {
      const schema = boosterMoveSchema.safeParse(move);
      const parsed = boosterMode.parseMove(move);
      expect(parsed.ok, JSON.stringify(move)).toBe(schema.success);
      if (parsed.ok && schema.success)
        expect(JSON.stringify(parsed.value), JSON.stringify(move)).toBe(JSON.stringify(schema.data));
    }
  });
});
