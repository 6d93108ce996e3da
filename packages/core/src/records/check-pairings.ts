import type { Pairing } from './types';

/**
 * Why a hand-made round is not valid for these players (each plays exactly once, at most one bye,
 * nobody meets themselves, only known players), or null when it is.
 */
export function pairingProblem(players: readonly string[], round: readonly Pairing[]): string | null {
  const known = new Set(players);
  const seen = new Set<string>();
  let byes = 0;
  for (const { a, b } of round) {
    for (const p of b === null ? [a] : [a, b]) {
      if (!known.has(p)) return `A pairing names a player who is not in this event.`;
      if (seen.has(p)) return `A player is paired more than once in this round.`;
      seen.add(p);
    }
    if (b === null) byes++;
  }
  if (byes > 1) return 'A round can give only one bye.';
  if (seen.size !== known.size) return 'Every player must be paired in the round (or have the bye).';
  return null;
}
