import type { TurnState } from './types';

// Who is told "it is your turn" outside the table: a turn that may wait hours (an asynchronous
// rotisserie over days, any mode on an hours-long clock) would otherwise go unseen by a player who
// closed the tab. A live table (a clock of minutes) is watched, so its turns notify no one.

/** A clock this long per turn or longer makes a draft asynchronous: its turns are notified. */
export const ASYNC_TURN_SECONDS = 3600;

/** Whether a draft's turns can last hours: an hours-long clock, or a rotisserie without a clock. */
export function isAsyncTurnDraft(state: TurnState): boolean {
  if (state.timer) return state.timer.secondsPerTurn >= ASYNC_TURN_SECONDS;
  return state.mode === 'rotisserie';
}

/**
 * The seat to tell that its turn has come, or null: a human seat to move in an asynchronous draft,
 * only when the turn has just reached it (the first turn, or the last move was another seat's). A seat
 * that keeps the turn after its own move (Winston after passing a pile, the snake's double pick at a
 * rotisserie's ends) is not told again, and a bot never is.
 */
export function seatToNotify(state: TurnState): number | null {
  const seat = state.turn;
  if (state.status !== 'drafting' || seat === null || !isAsyncTurnDraft(state)) return null;
  if (state.seats[seat]?.kind !== 'human') return null;
  const last = state.moves[state.moves.length - 1];
  return last && last.seat === seat ? null : seat;
}
