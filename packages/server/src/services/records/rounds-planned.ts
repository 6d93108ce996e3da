import type { PairingKind } from '@cubewright/core/records';
import { eliminationRounds, roundRobinRounds } from '@cubewright/core/records';

/**
 * Rounds an event plays: round robin and single elimination are fixed by the field; Swiss takes the
 * host's number, else enough rounds to leave one undefeated player (log2 of the field, rounded up).
 */
export function roundsPlanned(kind: PairingKind, playerCount: number, asked?: number): number {
  if (kind === 'round-robin') return roundRobinRounds(playerCount);
  if (kind === 'elimination') return eliminationRounds(playerCount);
  return asked ?? Math.max(1, Math.ceil(Math.log2(playerCount)));
}
