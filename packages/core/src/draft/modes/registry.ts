// The turn-based modes' typed definitions, in the order setup lists them: with booster draft, the one
// list of every way to draft (any-draft.ts DRAFT_MODES). The deal, the server's fold and views, the
// move and view schemas of the protocol, the log, replay and statistics are all read from them, so a new
// mode is its module and one line here (and its info one line in mode-infos.ts, what setup and lobby
// screens list, without zod). Each entry keeps its own types (defineMode); code that handles any mode
// goes through the entry's erased face (any-draft.ts), found by asking each whether it owns the state.
import { z } from 'zod';
import type { Result } from '../result';
import type { DraftSeatSetup } from '../types';
import type { SeatView } from '../view';
import type { TurnEngine } from './define-mode';
import { glimpseMode } from './glimpse';
import { gridMode } from './grid';
import { housmanMode } from './housman';
import { minesweeperMode } from './minesweeper';
import type { TurnModeId } from './mode-infos';
import { rochesterMode } from './rochester';
import { rotisserieMode } from './rotisserie';
import { silentAuctionMode } from './silent-auction';
import { solomonMode } from './solomon';
import type { BoosterWatchView, WatchReveal } from './spectator-view';
import { teamSealedMode } from './team-sealed';
import type { TurnState, TurnTimer } from './types';
import { winchesterMode } from './winchester';
import { winstonMode } from './winston';

/** Every turn-based mode, in the order setup lists them. */
export const TURN_MODE_LIST = [
  winstonMode,
  gridMode,
  rochesterMode,
  rotisserieMode,
  winchesterMode,
  solomonMode,
  housmanMode,
  minesweeperMode,
  teamSealedMode,
  glimpseMode,
  silentAuctionMode,
] as const;

type AnyModeDefinition = (typeof TURN_MODE_LIST)[number];

/** A turn-based draft of any mode, as the server stores and folds it (its engine knows the rest). */
export type AnyTurnState = TurnState;

/** A seat's view of any turn-based mode, typed by its `mode` (what the web reads). */
export type AnyTurnView = z.output<AnyModeDefinition['viewSchema']>;

/**
 * What one seat sees, tagged with its kind: a booster seat's pack view or a turn-based mode's table
 * (both sent as deltas, ADR 0035 and 0063), with `seq`, the number the seat's next act carries.
 */
export type AnySeatView =
  | { stream: 'packs'; seq: number; view: SeatView }
  | { stream: 'table'; seq: number; view: AnyTurnView }
  | { stream: 'watch'; seq: number; view: BoosterWatchView };

const ENGINES = new Map<string, TurnEngine>(TURN_MODE_LIST.map((m) => [m.id, m.engine]));

/** The mode with this id (or name, any case), or undefined. */
export function turnModeNamed(name: string): TurnEngine | undefined {
  const lower = name.toLowerCase();
  return TURN_MODE_LIST.find((m) => m.id === lower || m.info.name.toLowerCase() === lower)?.engine;
}

/** The engine of a state's mode. */
export function engineOf(state: TurnState): TurnEngine {
  const engine = ENGINES.get(state.mode);
  if (!engine) throw new Error(`There is no draft mode "${state.mode}".`);
  return engine;
}

/** A seat's view of any mode, typed by its `mode`; null when there is no such seat. */
export function turnModeView(state: TurnState, seat: number): AnyTurnView | null {
  const mode = TURN_MODE_LIST.find((m) => m.id === state.mode);
  if (!mode) throw new Error(`There is no draft mode "${state.mode}".`);
  return mode.viewOf(state, seat);
}

/** A spectator's view of any mode, typed by its `mode` (ADR 0073). */
export function turnModeWatch(state: TurnState, reveal: WatchReveal): AnyTurnView {
  const mode = TURN_MODE_LIST.find((m) => m.id === state.mode);
  if (!mode) throw new Error(`There is no draft mode "${state.mode}".`);
  return mode.watchOf(state, reveal);
}

/** A seat view of any mode, parsed by its `mode` (the wire schema the web reads views with). */
export const anyTurnViewSchema = z.union([
  TURN_MODE_LIST[0].viewSchema,
  ...TURN_MODE_LIST.slice(1).map((m) => m.viewSchema),
]);

export interface TurnDraftRequest {
  mode: TurnModeId;
  seed: string;
  seats: DraftSeatSetup[];
  /** The mode's settings by key (TURN_MODES lists them); missing ones take their defaults. */
  settings: Readonly<Record<string, number>>;
  timer: TurnTimer | null;
  cube: Parameters<TurnEngine['create']>[0]['cube'];
}

/** A waiting draft of `mode` dealt from the cube's main board, or why it cannot be played. */
export function dealTurnDraft(req: TurnDraftRequest): Result<AnyTurnState> {
  const engine = ENGINES.get(req.mode);
  if (!engine) return { ok: false, error: `There is no draft mode "${req.mode}".` };
  return engine.create(req);
}
