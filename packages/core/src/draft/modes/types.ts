// Turn-based draft modes (Winston, Grid, Rochester, Rotisserie, ...): one seat moves at a time, so
// they share one engine (turn-engine.ts) and differ only in their table and their rules (TurnMode).
// Like the booster engine's state, everything here is plain JSON and 0-based.
import type { Rng } from '../../random';
import type { DraftCard, DraftStatus, SeatKind } from '../types';

/** What a seat took in one move, in order: the draft log of a turn-based mode. */
export interface TurnPick {
  moveNumber: number;
  cards: DraftCard[];
  /** Where the cards came from, as the log shows it ("pile 2", "row 1", "the stack"). */
  from: string;
  auto: boolean;
}

export interface TurnSeat {
  name: string;
  kind: SeatKind;
  /** False while a human seat's player is away; their turns wait for them (or their deadline). */
  present: boolean;
  pool: DraftCard[];
  picks: TurnPick[];
}

/** A turn clock: the seat to move has this long, whatever the table holds (async rotisserie: days). */
export interface TurnTimer {
  secondsPerTurn: number;
}

/** One played move, kept so a resent move is recognised (idempotent) and the log can replay it. */
export interface MoveRecord<Mv> {
  seat: number;
  move: Mv;
  auto: boolean;
}

/** The part of every turn-based mode's state the engine reads and writes. */
export interface TurnState<Id extends string = string, Mv = unknown> {
  mode: Id;
  seed: string;
  status: DraftStatus;
  seats: TurnSeat[];
  /** The seat to move; null before the start and after the end. */
  turn: number | null;
  /** Moves played so far, which is also the number the next move must carry. */
  moveNumber: number;
  moves: MoveRecord<Mv>[];
  /**
   * Epoch ms when the seat to move is auto-played; null without a timer or for a bot. With a clock per
   * seat (`seatClocks`), the earliest of them: when the table next needs a tick.
   */
  deadline: number | null;
  /**
   * Per seat, when it is auto-played (null: nothing owed), in a mode whose seats pick at once with a
   * clock each (TurnMode.seatClocks). Absent in other modes, and in drafts stored before it existed.
   */
  clocks?: (number | null)[];
  timer: TurnTimer | null;
  /** Cards removed from play (Grid's leftovers, ...). */
  burned: DraftCard[];
}

/** Scores cards for a seat holding `pool`, on the booster bots' scale (bots/judge.ts). */
export interface CardJudge {
  scores(cards: readonly DraftCard[], pool: readonly DraftCard[]): number[];
}

/**
 * One turn-based mode: its rules over its own state. `play` is the only code that changes the mode's
 * table; the engine calls it both when deciding a move and when folding a stored `moved` event, so
 * the event log cannot drift from the reducer.
 */
export interface TurnMode<S extends TurnState<string, Mv>, Mv> {
  id: S['mode'];
  /** The first turn: sets `turn` (and whatever the table needs) when the draft starts. */
  begin(state: S): void;
  /** Why `seat` (whose turn it is) may not play `move` now, for people; null when legal. */
  refuse(state: S, seat: number, move: Mv): string | null;
  /** Plays a legal move in place: moves cards, records picks, sets the next `turn` (null: over). */
  play(state: S, seat: number, move: Mv, auto: boolean): void;
  /**
   * True while the seat to move is in the middle of its own turn (Winston: after passing a pile), or
   * of a round several seats share (a Silent Auction lot some have bid on): the clock keeps running,
   * and an expired clock plays the rest of it. Absent: never.
   */
  midTurn?(state: S): boolean;
  /**
   * Why `seat` may not move now, for people; null when it may. Absent: only the seat whose turn it is
   * (every mode but team sealed, where any member still choosing may claim at any time).
   * Present, the mode has no turns: a move sent under a number another seat's move took first is
   * judged on the table as it is now and played as the current move if still legal (ADR 0047), so
   * such a mode's moves must name what they take (a card id), never a place that may have changed.
   */
  mayMove?(state: S, seat: number): string | null;
  /**
   * True when every seat that may move (`mayMove`) runs a clock of its own, as in a booster draft (a
   * Glimpse pack in front of each seat): the timer is a pick timer per seat, not one turn clock.
   */
  seatClocks?: boolean;
  /** The move a bot (or an expired clock) plays for the seat to move. */
  botMove(state: S, seat: number, judge: CardJudge, rng: Rng): Mv;
  /** A copy deep enough that `play` on it never touches the original. */
  clone(state: S): S;
  /** Every card still on the table (not in a pool or burned): the fuzz checks none is lost. */
  tableCards(state: S): DraftCard[];
  /** Whether every seat sees every pool (Grid, Rochester, Rotisserie) or only its own (Winston). */
  publicPools: boolean;
}
