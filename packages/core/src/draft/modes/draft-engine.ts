// The types of the one draft face (any-draft.ts), in a file of their own so that an engine (booster.ts)
// can name them without importing the module that imports every engine.
import type { DraftAction } from '../actions';
import type { DraftEvent } from '../events';
import type { AutoPick } from '../flow';
import type { JsonDelta } from '../json-delta';
import type { PickLogSeat } from '../pick-log';
import type { DraftState } from '../types';
import type { SeatView } from '../view';
import type { SeatViewDelta } from '../view-delta';
import type { AnyTurnView } from './registry';
import type { BoosterWatchView, WatchReveal } from './spectator-view';
import type { TurnAction, TurnEvent } from './turn-events';
import type { TurnLogEntry } from './turn-log';
import type { CardJudge, TurnState } from './types';

export type AnyDraftState = DraftState | TurnState;
/** An action of one engine: a booster draft's or a turn-based mode's. */
export type EngineAction = DraftAction | TurnAction<unknown>;
/**
 * A seat's act as it arrived (ADR 0063): made into its engine's action (`actionOf`) against the state
 * the action is decided on, so a resend or a stale server cache maps its seq on the true state.
 */
export interface SeatAct {
  type: 'act';
  seat: number;
  seq: number;
  move: unknown;
  now: number;
}
export type AnyDraftAction = EngineAction | SeatAct;
export type AnyDraftEvent = DraftEvent | TurnEvent<unknown>;

/**
 * What one seat sees, tagged with its kind: a booster seat's pack view or a turn-based mode's table
 * (both sent as deltas, ADR 0035 and 0063), with `seq`, the number the seat's next act carries.
 */
export type AnySeatView =
  | { stream: 'packs'; seq: number; view: SeatView }
  | { stream: 'table'; seq: number; view: AnyTurnView }
  | { stream: 'watch'; seq: number; view: BoosterWatchView };

/** What changed in a seat's view between two versions, of the same kind, with the seq it now shows. */
export type AnyViewDelta =
  | { stream: 'packs'; seq: number; delta: SeatViewDelta }
  | { stream: 'table'; seq: number; delta: JsonDelta }
  | { stream: 'watch'; seq: number; delta: JsonDelta };

/** A seat's act made into the engine's action, or why it cannot be (the move's shape, its seq). */
export type ActOutcome =
  | { ok: true; action: EngineAction; pick?: { packNumber: number; pickNumber: number } }
  | { ok: false; error: string };

/** Bots' card knowledge: the booster auto-pick and the turn modes' judge, from the same ratings. */
export interface AnyDraftDeps {
  autoPick?: AutoPick;
  judge?: CardJudge;
}

/**
 * A card a person chose by their own hand (not a bot's, not a clock's), with what they passed over:
 * learned ratings and draft statistics read these, whatever the mode.
 */
export interface PersonPick {
  seat: number;
  /** 1-based: the pick within its pack (booster), or the seat's nth move that took cards (a mode). */
  pick: number;
  cardId: string;
  /** Card ids the seat could see and did not take with this pick (the rest of the pack, pile or grid). */
  left: string[];
}

/**
 * A finished draft's log for its players: each seat's picks with the pack it came from (booster), or
 * the moves with the table each mover saw (a turn-based mode).
 */
export type DraftLog =
  | { kind: 'picks'; seats: PickLogSeat[] }
  | { kind: 'moves'; mode: string; seats: { name: string; kind: 'human' | 'bot' }[]; moves: TurnLogEntry[] };

/** Every draft engine, booster or a turn-based mode, as the server uses it. */
export interface DraftEngine {
  /** The mode's name for people ("Winston", ...; "Booster" for the simultaneous engine). */
  readonly name: string;
  reduce(
    state: AnyDraftState,
    action: EngineAction,
    deps: AnyDraftDeps,
  ): { state: AnyDraftState; events: AnyDraftEvent[] };
  fold(state: AnyDraftState, events: readonly AnyDraftEvent[]): AnyDraftState;
  view(state: AnyDraftState, seat: number): AnySeatView | null;
  /**
   * What a spectator sees (ADR 0073): a turn-based mode's view for no seat (stream `table`, seat null),
   * or a booster draft's counters (stream `watch`); plus what the host's reveal allows. Never a seat's
   * private cards while the draft runs.
   */
  watch(state: AnyDraftState, reveal: WatchReveal): AnySeatView;
  /** Every running clock: the seats whose deadline the worker must watch. */
  deadlines(state: AnyDraftState): { seat: number; deadline: number }[];
  /** Whether the draft runs a clock at all (a booster pick timer or a turn timer). */
  timed(state: AnyDraftState): boolean;
  /**
   * A seat's act `{ seq, move }` (ADR 0063) as the engine's action: the move parsed with the engine's
   * move schema, `seq` the number the seat's view showed (a resend carries the same one, and the engine
   * applies it once).
   */
  actionOf(state: AnyDraftState, seat: number, seq: number, move: unknown, now: number): ActOutcome;
  /** The picks people made by their own hand, in order, replayed from the initial state and the log. */
  peoplePicks(initial: AnyDraftState, events: readonly AnyDraftEvent[]): PersonPick[];
  /** The log a finished draft shows its players. */
  log(initial: AnyDraftState, events: readonly AnyDraftEvent[]): DraftLog;
  /**
   * The seat to tell "it is your turn" in this state, with the move it is for (once per move), or null:
   * only an asynchronous turn-based table tells anyone; a booster draft never does.
   */
  turnToNotify(state: AnyDraftState): { seat: number; moveNumber: number } | null;
}
