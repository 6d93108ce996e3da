// The one list of every way to draft (ADR 0081: booster draft, then the turn-based modes of
// registry.ts, each made by defineDraftMode) and the one face it shows the server: reduce / fold / view
// / deadlines of any draft. Which mode a stored state belongs to is the list's answer (the entry that
// owns it), never a branch here. The event log, group commit, rooms, deadline worker, logs, replay and
// statistics call only these, so a new mode never needs a branch in the server; setup and lobby list
// the same modes from their zod-free infos (mode-infos.ts DRAFT_MODE_INFOS).
import type { DraftStatus } from '../types';
import { boosterMode } from './booster';
import type {
  AnyDraftAction,
  AnyDraftDeps,
  AnyDraftEvent,
  AnyDraftState,
  DraftMode,
  TableSettings,
} from './draft-engine';
import { type AnySeatView, TURN_MODE_LIST } from './registry';
import type { WatchReveal } from './spectator-view';

export type {
  AnyDraftAction,
  AnyDraftDeps,
  AnyDraftEvent,
  AnyDraftState,
  DraftLog,
  DraftMode,
  EngineAction,
  PersonPick,
  PickDigest,
  SeatAct,
} from './draft-engine';

function refuse(state: AnyDraftState, seat: number, message: string) {
  return { state, events: [{ type: 'error' as const, seat, code: 'bad_move' as const, message }] };
}

/** Every way to draft, in the order setup lists them. */
export const DRAFT_MODES: readonly DraftMode<AnySeatView>[] = [
  boosterMode,
  ...TURN_MODE_LIST.map((m) => m.draft),
];

/**
 * The mode of a stored draft's state: the entry of the one list that owns it (a state without `mode`,
 * booster's or recorded before modes existed, is booster draft's).
 */
export function draftEngineOf(state: AnyDraftState): DraftMode<AnySeatView> {
  const mode = DRAFT_MODES.find((m) => m.owns(state));
  if (!mode) throw new Error(`There is no draft mode "${'mode' in state ? state.mode : ''}".`);
  return mode;
}

/**
 * The mode a draft with these stored settings plays (or, sealed and jumpstart, whose deal makes its
 * pools): the entry of the list that deals them; undefined for settings no mode sets up.
 */
export const draftModeSetUpBy = (settings: TableSettings): DraftMode<AnySeatView> | undefined =>
  DRAFT_MODES.find((m) => m.deals(settings));

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
