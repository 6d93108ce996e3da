import type { DraftCard, DraftStatus, SeatKind } from '../types';
import type { TurnMode, TurnState } from './types';

/** What one seat sees of a turn-based draft: the common part, and `table` as the mode shows it. */
export interface TurnSeatView<Id extends string, T> {
  mode: Id;
  /** The seat this view is for; null for a spectator's view, which holds no seat (ADR 0073). */
  seat: number | null;
  status: DraftStatus;
  /** Whose turn it is (null: not started or over); always shown, with the seat's name below. */
  turn: number | null;
  /** The number the seat's next move must carry. */
  moveNumber: number;
  /**
   * Whether this seat may move now: its turn, or in a mode without turns the mode's own rule (a pack
   * waits, a lot is open and unbid, a share still to choose); always false for a spectator. Screens
   * read it rather than work it out per mode.
   */
  mayMove: boolean;
  deadline: number | null;
  pool: DraftCard[];
  /** Every seat: names, presence, pool sizes; pools too where the mode plays them face up. */
  seats: { name: string; kind: SeatKind; present: boolean; poolSize: number; pool: DraftCard[] | null }[];
  table: T;
}

/**
 * The view of `seat` with the mode's table; null when there is no such seat. Seat null is a spectator's:
 * no pool of its own, and the table as the mode shows it to no seat in particular (its `me` is null).
 */
export function turnViewFor<S extends TurnState<string, Mv>, Mv, T>(
  mode: TurnMode<S, Mv>,
  state: S,
  seat: number | null,
  table: (state: S, seat: number | null) => T,
): TurnSeatView<S['mode'], T> | null {
  const own = seat === null ? null : state.seats[seat];
  if (own === undefined) return null;
  return {
    mode: state.mode,
    seat,
    status: state.status,
    turn: state.turn,
    moveNumber: state.moveNumber,
    mayMove:
      seat !== null &&
      state.status === 'drafting' &&
      (mode.mayMove ? mode.mayMove(state, seat) === null : state.turn === seat),
    // With a clock per seat, the seat's own (a spectator has none); else the table's one clock.
    deadline: mode.seatClocks ? (seat === null ? null : (state.clocks?.[seat] ?? null)) : state.deadline,
    pool: own ? own.pool.slice() : [],
    seats: state.seats.map((s) => ({
      name: s.name,
      kind: s.kind,
      present: s.present,
      poolSize: s.pool.length,
      pool: mode.publicPools ? s.pool.slice() : null,
    })),
    table: table(state, seat),
  };
}
