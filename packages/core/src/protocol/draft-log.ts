import type { TurnLogEntry } from '../draft/modes/turn-log';
import type { PickLogEntry } from '../draft/pick-log';
import type { SeatKind } from '../draft/types';
import type { DraftSummary } from './drafts';

/*
 * After a draft (server: routes/drafts/log-routes.ts, routes/cubes/cube-drafts-routes.ts):
 *   GET /api/drafts/:id/log      -> DraftLogResponse (players of the draft; 409 until it is complete)
 *   GET /api/cubes/:id/drafts    -> CubeDraftsResponse (running and complete drafts of a cube the caller
 *                                    may view; newest first, at most 20)
 */

export interface DraftLogSeat {
  seat: number;
  name: string;
  kind: SeatKind;
  /** Every pick in order with the pack it came from; null when the host kept logs private. */
  picks: PickLogEntry[] | null;
}

export interface DraftLogResponse {
  draftId: string;
  cubeName: string;
  /** The host's option: each player sees only their own picks. */
  logsPrivate: boolean;
  mySeat: number;
  seats: DraftLogSeat[];
  /**
   * A turn-based mode's moves in order, each with the table as its mover saw it and what each seat
   * took (core replayTurnLog); with private logs, only the caller's own moves. Absent for booster.
   */
  moves?: TurnLogEntry[];
  /** The turn-based mode the moves are of (absent for booster, sealed and jumpstart). */
  mode?: string;
}

/** A card's printing for exports: the cube entry's chosen printing, else the card's default one. */
export interface DeckPrinting {
  set: string;
  collectorNumber: string;
}

/** Printings by draft card id (cards whose printing is unknown are left out). */
export type DraftPrintings = Record<string, DeckPrinting>;

export interface CubeDraftsResponse {
  drafts: DraftSummary[];
}

/** What GET /api/drafts/:id/result adds for deck exports. */
export interface DraftResultExtras {
  printings: DraftPrintings;
}
