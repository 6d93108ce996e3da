import type { Pairing } from './types';

// Single elimination with a seeded bracket: seeds are placed so that 1 and 2 can only meet in the final,
// 1-4 in the semi-finals and so on; when the field is not a power of two the top seeds get the byes.

/** The smallest bracket (a power of two) that holds the players. */
export function bracketSize(playerCount: number): number {
  let size = 1;
  while (size < playerCount) size *= 2;
  return size;
}

/** How many rounds single elimination of this many players takes. */
export function eliminationRounds(playerCount: number): number {
  return playerCount < 2 ? 0 : Math.log2(bracketSize(playerCount));
}

/** Seed numbers (1-based) in bracket order: adjacent pairs meet in the first round. */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
}

/** The first round of the bracket for players in seed order (best first); missing seeds are byes. */
export function eliminationFirstRound(seeds: readonly string[]): Pairing[] {
  const order = bracketOrder(bracketSize(seeds.length));
  const pairs: Pairing[] = [];
  for (let i = 0; i + 1 < order.length; i += 2) {
    const x = seeds[(order[i] as number) - 1] ?? null;
    const y = seeds[(order[i + 1] as number) - 1] ?? null;
    if (x !== null) pairs.push({ a: x, b: y });
    else if (y !== null) pairs.push({ a: y, b: null });
  }
  return pairs;
}

/**
 * The next round from the winners of the previous one, listed in the previous round's table order
 * (byes included): neighbours meet, which keeps the bracket's halves apart until the final.
 */
export function eliminationNextRound(winners: readonly string[]): Pairing[] {
  const pairs: Pairing[] = [];
  for (let i = 0; i < winners.length; i += 2)
    pairs.push({ a: winners[i] as string, b: winners[i + 1] ?? null });
  return pairs;
}
