// The one face every draft shows the server: booster drafts (the simultaneous engine, booster.ts) and
// each turn-based mode (its defineMode engine) behind the same reduce / fold / view / deadlines. Which
// engine a stored state belongs to is decided here only (`draftEngineOf`): a turn-based state carries
// `mode`, a booster state (and every one recorded before modes existed) does not. The event log, group
// commit, rooms and deadline worker call only these, so a new mode never needs a branch in the server.
import type { DraftStatus } from '../types';
import { boosterEngine } from './booster';
import type {
  AnyDraftAction,
  AnyDraftDeps,
  AnyDraftEvent,
  AnyDraftState,
  AnySeatView,
  DraftEngine,
  EngineAction,
} from './draft-engine';
import { engineOf, turnModeView, turnModeWatch } from './registry';
import type { WatchReveal } from './spectator-view';
import type { TurnAction, TurnEvent } from './turn-events';
import { replayTurnLog } from './turn-log';
import { seatToNotify } from './turn-notice';
import { chosenPicksOf } from './turn-picks';
import type { TurnState } from './types';

export type {
  AnyDraftAction,
  AnyDraftDeps,
  AnyDraftEvent,
  AnyDraftState,
  AnySeatView,
  DraftEngine,
  DraftLog,
  EngineAction,
  PersonPick,
  SeatAct,
} from './draft-engine';

/** Whether a draft is one of the turn-based modes: a turn-based state carries its `mode`. */
function isTurnState(state: AnyDraftState): state is TurnState {
  return 'mode' in state;
}

const isTurnAction = (action: EngineAction): action is TurnAction<unknown> => action.type !== 'pick';
/** Event types only the booster engine writes; the others have one shape in both engines' logs. */
const BOOSTER_ONLY = new Set([
  'roundStarted',
  'packOpened',
  'picked',
  'autoPicked',
  'burned',
  'packPassed',
  'packEmptied',
]);

/** Whether a log holds only turn-based events (a turn draft's own log always does). */
function turnEvents(events: readonly AnyDraftEvent[]): readonly TurnEvent<unknown>[] {
  if (events.every((e): e is TurnEvent<unknown> => !BOOSTER_ONLY.has(e.type))) return events;
  throw new Error("A booster event in a turn-based draft's log.");
}

function refuse(state: AnyDraftState, seat: number, message: string) {
  return { state, events: [{ type: 'error' as const, seat, code: 'bad_move' as const, message }] };
}

/** The turn-based mode's engine behind the one face. */
const turnFace: DraftEngine = {
  name: 'turn',
  reduce(state, action, deps) {
    const s = turnOnly(state);
    const engine = engineOf(s);
    if (!isTurnAction(action))
      return refuse(state, action.seat, `This is a ${engine.info.name} draft: send a move, not a pick.`);
    return engine.reduce(s, action, { judge: deps.judge });
  },
  fold: (state, events) => engineOf(turnOnly(state)).fold(turnOnly(state), turnEvents(events)),
  view(state, seat) {
    const s = turnOnly(state);
    const view = turnModeView(s, seat);
    return view && { stream: 'table', seq: s.moveNumber, view };
  },
  watch(state, reveal) {
    const s = turnOnly(state);
    return { stream: 'table', seq: s.moveNumber, view: turnModeWatch(s, reveal) };
  },
  deadlines(state) {
    const s = turnOnly(state);
    if (s.clocks)
      return s.clocks.flatMap((deadline, seat) => (deadline === null ? [] : [{ seat, deadline }]));
    return s.turn !== null && s.deadline !== null ? [{ seat: s.turn, deadline: s.deadline }] : [];
  },
  timed: (state) => turnOnly(state).timer !== null,
  actionOf(state, seat, seq, raw, now) {
    const parsed = engineOf(turnOnly(state)).parseMove(raw);
    if (!parsed.ok) return parsed;
    return { ok: true, action: { type: 'move', seat, moveNumber: seq, move: parsed.value, now } };
  },
  peoplePicks: (initial, events) =>
    chosenPicksOf(turnOnly(initial), turnEvents(events)).map((p) => ({
      seat: p.seat,
      pick: p.pick,
      cardId: p.card.cardId,
      left: p.left.map((c) => c.cardId),
    })),
  log(initial, events) {
    const start = turnOnly(initial);
    const end = turnOnly(this.fold(initial, events));
    return {
      kind: 'moves',
      mode: start.mode,
      seats: end.seats.map((s) => ({ name: s.name, kind: s.kind })),
      moves: replayTurnLog(start, turnEvents(events)),
    };
  },
  turnToNotify(state) {
    const s = turnOnly(state);
    const seat = seatToNotify(s);
    return seat === null ? null : { seat, moveNumber: s.moveNumber };
  },
};

function turnOnly(state: AnyDraftState): TurnState {
  if (!isTurnState(state)) throw new Error('A booster draft was handed to the turn engine.');
  return state;
}

/** The engine of a stored draft's state: the one place that tells booster and turn-based drafts apart. */
export function draftEngineOf(state: AnyDraftState): DraftEngine {
  if (!isTurnState(state)) return boosterEngine;
  const engine = engineOf(state);
  return { ...turnFace, name: engine.info.name };
}

/** The mode's name for people ("Winston", ...; "Booster" for the simultaneous engine). */
export const modeName = (state: AnyDraftState): string => draftEngineOf(state).name;

/** Applies one action to any draft; an action of the other kind is refused like any invalid action. */
export function reduceAnyDraft(state: AnyDraftState, action: AnyDraftAction, deps: AnyDraftDeps = {}) {
  const engine = draftEngineOf(state);
  if (action.type !== 'act') return engine.reduce(state, action, deps);
  // A seat's act becomes its engine's action on this state (ADR 0063).
  const made = engine.actionOf(state, action.seat, action.seq, action.move, action.now);
  if (!made.ok) return refuse(state, action.seat, made.error);
  return engine.reduce(state, made.action, deps);
}

/** Folds stored events over a draft without touching it (the server's rebuild). */
export function foldAnyDraft(state: AnyDraftState, events: readonly AnyDraftEvent[]): AnyDraftState {
  return draftEngineOf(state).fold(state, events);
}

/** What one seat may see, tagged with its stream; null when there is no such seat. */
export function anyViewFor(state: AnyDraftState, seat: number): AnySeatView | null {
  return draftEngineOf(state).view(state, seat);
}

/** What a spectator sees of any draft (ADR 0073): what its mode makes public, and the host's reveal. */
export function anyWatchFor(state: AnyDraftState, reveal: WatchReveal): AnySeatView {
  return draftEngineOf(state).watch(state, reveal);
}

/** Every running clock: the seats whose deadline the worker must watch. */
export function anyDeadlines(state: AnyDraftState): { seat: number; deadline: number }[] {
  return draftEngineOf(state).deadlines(state);
}

/** The engine's lifecycle of any draft. */
export const anyStatus = (state: AnyDraftState): DraftStatus => state.status;

/** Whether the draft runs a clock at all (a booster pick timer or a turn timer). */
export const anyTimed = (state: AnyDraftState): boolean => draftEngineOf(state).timed(state);
