// The types of the one draft face (any-draft.ts), in a file of their own so that an engine (booster.ts)
// can name them without importing the module that imports every engine.
import type { DraftAction } from '../actions';
import type { DraftEvent } from '../events';
import type { AutoPick } from '../flow';
import type { DraftState } from '../types';
import type { SeatView } from '../view';
import type { AnyTurnView } from './registry';
import type { TurnAction, TurnEvent } from './turn-events';
import type { CardJudge, TurnState } from './types';

export type AnyDraftState = DraftState | TurnState;
export type AnyDraftAction = DraftAction | TurnAction<unknown>;
export type AnyDraftEvent = DraftEvent | TurnEvent<unknown>;

/**
 * What one seat sees, tagged with the stream it travels on: a booster seat's pack view (sent as deltas,
 * ADR 0035) or a turn-based mode's table (sent whole).
 */
export type AnySeatView = { stream: 'packs'; view: SeatView } | { stream: 'table'; view: AnyTurnView };

/** Bots' card knowledge: the booster auto-pick and the turn modes' judge, from the same ratings. */
export interface AnyDraftDeps {
  autoPick?: AutoPick;
  judge?: CardJudge;
}

/** Every draft engine, booster or a turn-based mode, as the server uses it. */
export interface DraftEngine {
  /** The mode's name for people ("Winston", ...; "Booster" for the simultaneous engine). */
  readonly name: string;
  reduce(
    state: AnyDraftState,
    action: AnyDraftAction,
    deps: AnyDraftDeps,
  ): { state: AnyDraftState; events: AnyDraftEvent[] };
  fold(state: AnyDraftState, events: readonly AnyDraftEvent[]): AnyDraftState;
  view(state: AnyDraftState, seat: number): AnySeatView | null;
  /** Every running clock: the seats whose deadline the worker must watch. */
  deadlines(state: AnyDraftState): { seat: number; deadline: number }[];
  /** Whether the draft runs a clock at all (a booster pick timer or a turn timer). */
  timed(state: AnyDraftState): boolean;
  /** A move parsed with the mode's schema (a booster draft takes picks, not moves). */
  parseMove(raw: unknown): { ok: true; value: unknown } | { ok: false; error: string };
}
