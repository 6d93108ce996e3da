// The types of the one draft face (any-draft.ts), in a file of their own so that a mode (booster.ts,
// define-mode.ts) can name them without importing the list that imports every mode (registry.ts).
import type { Card } from '../../cards/types';
import type { DraftFormats } from '../../cube/draft-formats';
import type { CubeCard } from '../../cube/types';
import type { DraftAction } from '../actions';
import type { DraftEvent } from '../events';
import type { AutoPick } from '../flow';
import type { JsonDelta } from '../json-delta';
import type { PickLogSeat } from '../pick-log';
import type { Result } from '../result';
import type { DraftCard, DraftSeatSetup, DraftState, SeatKind } from '../types';
import type { SeatViewDelta } from '../view-delta';
import type { FormatKind } from './booster-info';
import type { ModeInfo } from './mode-info';
import type { WatchReveal } from './spectator-view';
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

/** What dealing reads of a draft's settings (protocol's DraftSettingsDoc has them all). */
export interface TableSettings {
  /** 'supreme': booster packs, each kept by the seat that opens it: take two, burn the rest. */
  formatKind: FormatKind;
  mode?: string;
  modeSettings?: Record<string, number>;
  formatName: string;
  packs: number;
  cardsPerPack: number;
  timerSeconds: number | null;
}

/** What a table is dealt from: the stored settings, the seed, the cube's cards, formats and packets. */
export interface DealInput {
  settings: TableSettings;
  seed: string;
  cards: readonly CubeCard[];
  formats: DraftFormats;
  packets: { name: string; cards: string[] }[];
  lookup: (cardId: string) => Card | undefined;
}

/** The table a draft starts from: a waiting draft, or (sealed, jumpstart) every seat's pool. */
export type DealtTable = { kind: 'draft'; initial: AnyDraftState } | { kind: 'pools'; pools: DraftCard[][] };

/** Who sat where at the start of a draft and what each seat held: what a pick digest starts from. */
export interface DigestStart {
  kinds: SeatKind[];
  pools: DraftCard[][];
}

/** A finished draft's people's picks (1-based pick numbers), final pools and final seat kinds. */
export interface DigestFacts {
  picks: { cardId: string; pick: number }[];
  pools: DraftCard[][];
  finalKinds: SeatKind[];
}

/**
 * How draft statistics read a finished draft of a mode without folding it: the seats' kinds and starting
 * pools, and only the log's events of these types (the database picks them out; a booster state's packs
 * are most of its size, and its log mostly passes and deadlines). It must say what the fold says.
 */
export interface PickDigest {
  events: readonly AnyDraftEvent['type'][];
  facts(start: DigestStart, events: readonly AnyDraftEvent[]): DigestFacts;
}

/**
 * The methods of a draft mode, declared once (ADR 0081): over the mode's own state `S`, the events `E`
 * it writes and a seat's view `V` when a mode defines itself (define-draft-mode.ts DraftModeSpec), and
 * over any state and event when the list hands it to the server (DraftMode). defineDraftMode checks a
 * state is the mode's and a log holds only its events between the two.
 */
export interface ModeFace<S, E, V> {
  /**
   * Whether this mode sets up a draft stored with these settings (deal-table.ts asks the list in order;
   * the first that says yes deals it): booster the built-in formats and the cube's own, a turn-based
   * mode its own id.
   */
  deals(settings: TableSettings): boolean;
  /** The table for these seats, or why the cube and settings cannot make one (in words for people). */
  deal(input: DealInput, seats: DraftSeatSetup[]): Result<DealtTable>;
  /** Absent: draft statistics fold each finished draft of the mode whole (peoplePicks and the fold). */
  readonly pickDigest?: PickDigest;
  /** A seat's move (the `move` of an act) before its seq is read: its shape on the wire. */
  parseMove(raw: unknown): Result<unknown>;
  /** An action of another mode's kind (a pick in a turn draft) is the mode's to refuse in words. */
  reduce(
    state: S,
    action: EngineAction,
    deps: AnyDraftDeps,
  ): { state: AnyDraftState; events: AnyDraftEvent[] };
  fold(state: S, events: readonly E[]): AnyDraftState;
  view(state: S, seat: number): V | null;
  /**
   * What a spectator sees (ADR 0073): a turn-based mode's view for no seat (stream `table`, seat null),
   * or a booster draft's counters (stream `watch`); plus what the host's reveal allows. Never a seat's
   * private cards while the draft runs.
   */
  watch(state: S, reveal: WatchReveal): V;
  /** Every running clock: the seats whose deadline the worker must watch. */
  deadlines(state: S): { seat: number; deadline: number }[];
  /** Whether the draft runs a clock at all (a booster pick timer or a turn timer). */
  timed(state: S): boolean;
  /**
   * A seat's act `{ seq, move }` (ADR 0063) as the engine's action: the move parsed with the mode's
   * move schema, `seq` the number the seat's view showed (a resend carries the same one, and the engine
   * applies it once).
   */
  actionOf(state: S, seat: number, seq: number, move: unknown, now: number): ActOutcome;
  /** The picks people made by their own hand, in order, replayed from the initial state and the log. */
  peoplePicks(initial: S, events: readonly E[]): PersonPick[];
  /** The log a finished draft shows its players. */
  log(initial: S, events: readonly E[]): DraftLog;
  /**
   * The seat to tell "it is your turn" in this state, with the move it is for (once per move), or null:
   * only an asynchronous turn-based table tells anyone; a booster draft never does.
   */
  turnToNotify(state: S): { seat: number; moveNumber: number } | null;
}

/**
 * Every way to draft, booster or a turn-based mode, as the server uses it: one entry of the one list
 * (any-draft.ts DRAFT_MODES), made by defineDraftMode. `V` is what a seat of this mode sees, tagged with
 * its stream (registry.ts AnySeatView is every mode's).
 */
export interface DraftMode<V = unknown> extends ModeFace<AnyDraftState, AnyDraftEvent, V> {
  /** The mode's id, as setup, the stored settings and the web name it ('booster', 'winston', ...). */
  readonly id: string;
  /** What setup and lobby screens show of it (mode-info.ts; zod-free, also in mode-infos.ts). */
  readonly info: ModeInfo;
  /** The mode's name for people ("Booster", "Winston", ...). */
  readonly name: string;
  /** Whether a stored state is this mode's: exactly one mode of the list owns any state. */
  owns(state: AnyDraftState): boolean;
}
