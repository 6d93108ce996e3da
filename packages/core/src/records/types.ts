/** One table of a round: two players, or one player and a bye (b null). */
export interface Pairing {
  a: string;
  b: string | null;
}

/** A finished match: games won by each side and drawn games; a bye is b null (counted as a 2-0 win). */
export interface MatchResult extends Pairing {
  aWins: number;
  bWins: number;
  draws: number;
}

/** How an event pairs its rounds. */
export type PairingKind = 'swiss' | 'round-robin' | 'elimination';

/** Canonical key of an unordered pair of players, for "have these two met". */
export function pairKey(x: string, y: string): string {
  return x < y ? `${x}\u0000${y}` : `${y}\u0000${x}`;
}
