// Booster draft (and everything set up like it: sealed's and jumpstart's pools aside, supreme and custom
// pick steps) behind the one engine face of any-draft.ts: the simultaneous reducer, its fold, the pack
// view and the pick timers' deadlines.
import { applyEvents } from '../apply';
import type { DraftEvent } from '../events';
import { humanPicksOf } from '../human-picks';
import { replayPickLog } from '../pick-log';
import { draftReducer } from '../reducer';
import type { DraftState } from '../types';
import { viewFor } from '../view';
import type { AnyDraftEvent, AnyDraftState, DraftEngine } from './draft-engine';

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
    const view = viewFor(boosterOnly(state), seat);
    return view && { stream: 'packs', view };
  },
  deadlines: (state) =>
    boosterOnly(state).seats.flatMap((s, seat) =>
      s.deadline === null ? [] : [{ seat, deadline: s.deadline }],
    ),
  timed: (state) => boosterOnly(state).settings.timer !== null,
  parseMove: () => ({ ok: false, error: 'This is a booster draft: pick a card from your pack.' }),
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
