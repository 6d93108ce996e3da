// Booster draft (and everything set up like it: sealed's and jumpstart's pools aside, supreme and custom
// pick steps) behind the one engine face of any-draft.ts: the simultaneous reducer, its fold, the pack
// view and the pick timers' deadlines.
import { z } from 'zod';
import { applyEvents } from '../apply';
import type { DraftEvent } from '../events';
import { humanPicksOf } from '../human-picks';
import { replayPickLog } from '../pick-log';
import { draftReducer } from '../reducer';
import type { DraftState } from '../types';
import { viewFor } from '../view';
import type { ActOutcome, AnyDraftEvent, AnyDraftState, DraftEngine } from './draft-engine';
import { boosterWatchView } from './spectator-view';

/**
 * A booster seat's move: the card it takes from its current pack (and, when the pick ends a step with
 * burns, the cards it burns; omitted: the last ones burn).
 */
export const boosterMoveSchema = z.object({
  cardId: z.string({ error: 'Name the card to pick' }).min(1, 'Name the card to pick').max(100),
  burn: z.array(z.string().max(100)).max(40).optional(),
});
export type BoosterMove = z.infer<typeof boosterMoveSchema>;

/** Event types only turn-based modes write. */
const TURN_ONLY = new Set(['started', 'moved']);

function boosterOnly(state: AnyDraftState): DraftState {
  if ('mode' in state) throw new Error(`A ${state.mode} draft was handed to the booster engine.`);
  return state;
}

function boosterEvents(events: readonly AnyDraftEvent[]): readonly DraftEvent[] {
  if (events.every((e): e is DraftEvent => !TURN_ONLY.has(e.type))) return events;
  throw new Error("A turn-based event in a booster draft's log.");
}

export const boosterEngine: DraftEngine = {
  name: 'Booster',
  reduce(state, action, deps) {
    if (action.type === 'move')
      return {
        state,
        events: [
          {
            type: 'error',
            seat: action.seat,
            code: 'bad_move',
            message: 'This is a booster draft: pick a card from your pack.',
          },
        ],
      };
    return draftReducer(boosterOnly(state), action, { autoPick: deps.autoPick });
  },
  fold: (state, events) => applyEvents(boosterOnly(state), boosterEvents(events)),
  view(state, seat) {
    const s = boosterOnly(state);
    const view = viewFor(s, seat);
    return view && { stream: 'packs', seq: s.seats[seat]!.picks.length, view };
  },
  watch(state, reveal) {
    const s = boosterOnly(state);
    return {
      stream: 'watch',
      seq: s.seats.reduce((n, seat) => n + seat.picks.length, 0),
      view: boosterWatchView(s, reveal),
    };
  },
  deadlines: (state) =>
    boosterOnly(state).seats.flatMap((s, seat) =>
      s.deadline === null ? [] : [{ seat, deadline: s.deadline }],
    ),
  timed: (state) => boosterOnly(state).settings.timer !== null,
  actionOf: boosterAction,
  peoplePicks: (initial, events) =>
    humanPicksOf(boosterOnly(initial), boosterEvents(events)).map((p) => ({
      seat: p.seat,
      pick: p.pickNumber + 1,
      cardId: p.picked,
      left: p.pack.filter((id) => id !== p.picked),
    })),
  log: (initial, events) => ({
    kind: 'picks',
    seats: replayPickLog(boosterOnly(initial), boosterEvents(events)),
  }),
  // Everyone picks at once: nobody waits for a turn.
  turnToNotify: () => null,
};

/**
 * A booster act: `seq` is the seat's nth pick of the draft (0-based; what its view showed). A seq of a
 * pick already made names that pick's pack and pick number, so a resend is the engine's duplicate (or
 * its refusal when it names another card); the next seq is the current pick; one beyond is refused by
 * the engine as a pick out of order.
 */
function boosterAction(
  state: AnyDraftState,
  seat: number,
  seq: number,
  raw: unknown,
  now: number,
): ActOutcome {
  const parsed = boosterMoveSchema.safeParse(raw);
  if (!parsed.success)
    return { ok: false, error: parsed.error.issues[0]?.message ?? 'Name the card to pick' };
  const s = boosterOnly(state);
  const at = s.seats[seat];
  if (!at) return { ok: false, error: `There is no seat ${seat}.` };
  const made = at.picks[seq];
  const pick = made
    ? { packNumber: made.packNumber, pickNumber: made.pickNumber }
    : { packNumber: s.round, pickNumber: at.pickNumber + (seq - at.picks.length) };
  return { ok: true, action: { type: 'pick', seat, ...pick, ...parsed.data, now }, pick };
}
