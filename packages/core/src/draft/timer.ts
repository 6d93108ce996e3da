import type { PickTimer } from './types';

/** The shortest time a pick is ever given, so the last cards of a pack are not a reflex test. */
export const MIN_PICK_SECONDS = 5;

/**
 * Seconds allowed for one pick. A full pack gets `secondsPerPick`; the allowance falls linearly to a
 * quarter of it for the last card, never below MIN_PICK_SECONDS:
 * `max(5, ceil(base * (0.25 + 0.75 * (cardsLeft - 1) / (packSize - 1))))`.
 */
export function pickSeconds(timer: PickTimer, cardsLeft: number, packSize: number): number {
  const span = Math.max(1, packSize - 1);
  const share = Math.min(1, Math.max(0, (cardsLeft - 1) / span));
  return Math.max(MIN_PICK_SECONDS, Math.ceil(timer.secondsPerPick * (0.25 + 0.75 * share)));
}

/** The deadline (epoch ms) for a pick starting at `now`. */
export function pickDeadline(timer: PickTimer, now: number, cardsLeft: number, packSize: number): number {
  return now + pickSeconds(timer, cardsLeft, packSize) * 1000;
}
