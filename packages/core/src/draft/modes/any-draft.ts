// The one face every draft shows the server: booster drafts (the simultaneous engine) and the
// turn-based modes behind the same reduce / fold / view / deadlines, chosen by the state itself
// (a turn-based state carries `mode`). The event log, group commit, rooms and deadline worker call
// only these, so a new mode never needs a branch in the server.
import type { DraftAction } from '../actions';
import { applyEvents } from '../apply';
import type { DraftEvent } from '../events';
import type { AutoPick } from '../flow';
import { draftReducer } from '../reducer';
import type { DraftState, DraftStatus } from '../types';
import { type SeatView, viewFor } from '../view';
import { type AnyTurnState, rulesOf, TURN_MODES, turnModeView } from './registry';
import { applyTurnEvents, turnReducer } from './turn-engine';
import type { TurnAction, TurnEvent } from './turn-events';
import type { CardJudge } from './types';

export type AnyDraftState = DraftState | AnyTurnState;
export type AnyDraftAction = DraftAction | TurnAction<unknown>;
export type AnyDraftEvent = DraftEvent | TurnEvent<unknown>;
export type AnySeatView = SeatView | NonNullable<ReturnType<typeof turnModeView>>;

/** Bots' card knowledge: the booster auto-pick and the turn modes' judge, from the same ratings. */
export interface AnyDraftDeps {
  autoPick?: AutoPick;
  judge?: CardJudge;
}

/** Whether a draft is one of the turn-based modes (else a booster draft). */
export function isTurnDraft(state: AnyDraftState): state is AnyTurnState {
  return 'mode' in state;
}

/** The booster state of a draft, or null for a turn-based mode (for code that reads packs and picks). */
export function boosterState(state: AnyDraftState | null | undefined): DraftState | null {
  return state && !isTurnDraft(state) ? state : null;
}

/** The mode's name for people ("Winston", ...; "Booster" for the simultaneous engine). */
export function modeName(state: AnyDraftState): string {
  if (!isTurnDraft(state)) return 'Booster';
  return TURN_MODES.find((m) => m.id === state.mode)?.name ?? state.mode;
}

/** Applies one action to any draft; an action of the other kind is refused like any invalid action. */
export function reduceAnyDraft(
  state: AnyDraftState,
  action: AnyDraftAction,
  deps: AnyDraftDeps = {},
): { state: AnyDraftState; events: AnyDraftEvent[] } {
  if (isTurnDraft(state)) {
    if (action.type === 'pick')
      return refuse(state, action.seat, `This is a ${modeName(state)} draft: send a move, not a pick.`);
    return turnReducer(rulesOf(state), state, action, { judge: deps.judge });
  }
  if (action.type === 'move')
    return refuse(state, action.seat, 'This is a booster draft: pick a card from your pack.');
  return draftReducer(state, action, { autoPick: deps.autoPick });
}

function refuse(state: AnyDraftState, seat: number, message: string) {
  return { state, events: [{ type: 'error' as const, seat, code: 'bad_move' as const, message }] };
}

/** Folds stored events over a draft without touching it (the server's rebuild). */
export function foldAnyDraft(state: AnyDraftState, events: readonly AnyDraftEvent[]): AnyDraftState {
  return isTurnDraft(state)
    ? applyTurnEvents(rulesOf(state), state, events as TurnEvent<unknown>[])
    : applyEvents(state, events as DraftEvent[]);
}

/** What one seat may see; null when there is no such seat. */
export function anyViewFor(state: AnyDraftState, seat: number): AnySeatView | null {
  return isTurnDraft(state) ? turnModeView(state, seat) : viewFor(state, seat);
}

/** Every running clock: the seats whose deadline the worker must watch. */
export function anyDeadlines(state: AnyDraftState): { seat: number; deadline: number }[] {
  if (isTurnDraft(state))
    return state.turn !== null && state.deadline !== null
      ? [{ seat: state.turn, deadline: state.deadline }]
      : [];
  return state.seats.flatMap((s, seat) => (s.deadline === null ? [] : [{ seat, deadline: s.deadline }]));
}

/** The engine's lifecycle of any draft. */
export const anyStatus = (state: AnyDraftState): DraftStatus => state.status;

/** Whether the draft runs a clock at all (a booster pick timer or a turn timer). */
export const anyTimed = (state: AnyDraftState): boolean =>
  isTurnDraft(state) ? state.timer !== null : state.settings.timer !== null;
