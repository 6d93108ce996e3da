import type { SeatKind } from './types';

export type SeatChangeType = 'leave' | 'rejoin' | 'replaceWithBot';

/**
 * Who plays a seat after a leave, rejoin or bot takeover, or null when nothing changes (both the
 * booster engine and the turn-based modes use it). Leaving keeps whoever plays the seat (a bot seat
 * stays a bot); rejoining makes it human again.
 */
export function seatChange(
  seat: { kind: SeatKind; present: boolean },
  type: SeatChangeType,
): { kind: SeatKind; present: boolean } | null {
  const kind = type === 'replaceWithBot' ? 'bot' : type === 'rejoin' ? 'human' : seat.kind;
  const present = type !== 'leave';
  return seat.kind === kind && seat.present === present ? null : { kind, present };
}
