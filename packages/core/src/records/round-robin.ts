import type { Pairing } from './types';

// Round robin by the circle method: the first player stays put and the others rotate one seat a round,
// so over n-1 rounds (n rounded up to even) everyone meets everyone once; with an odd count the empty
// seat is a bye.

/** How many rounds a round robin of this many players takes. */
export function roundRobinRounds(playerCount: number): number {
  if (playerCount < 2) return 0;
  return playerCount % 2 === 0 ? playerCount - 1 : playerCount;
}

/** Round `round` (0-based) of a round robin of the players in seed order. */
export function roundRobinRound(players: readonly string[], round: number): Pairing[] {
  const seats: (string | null)[] = players.length % 2 === 0 ? [...players] : [...players, null];
  const n = seats.length;
  if (n < 2) return players.length === 1 ? [{ a: players[0] as string, b: null }] : [];
  const turn = ((round % (n - 1)) + (n - 1)) % (n - 1);
  const rest = seats.slice(1);
  const rotated = [...rest.slice(rest.length - turn), ...rest.slice(0, rest.length - turn)];
  const order = [seats[0] as string | null, ...rotated];
  const pairs: Pairing[] = [];
  for (let i = 0; i < n / 2; i++) {
    const x = order[i] as string | null;
    const y = order[n - 1 - i] as string | null;
    if (x === null && y !== null) pairs.push({ a: y, b: null });
    else if (x !== null) pairs.push({ a: x, b: y });
  }
  return pairs;
}
