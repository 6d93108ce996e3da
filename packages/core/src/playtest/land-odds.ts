import type { Rng } from '../random/rng';
import { OPENING_HAND_SIZE } from './game';

/**
 * How many of `hands` simulated opening hands (seven cards, no mulligan) hold 0, 1, ... 7 lands, for a deck
 * of `deckSize` cards of which `lands` are lands. Each hand is a partial Fisher-Yates: seven swaps into a
 * reused array, so 10,000 hands of a 40-card deck take a few milliseconds.
 */
export function simulateLandCounts(deckSize: number, lands: number, hands: number, rng: Rng): number[] {
  const handSize = Math.min(OPENING_HAND_SIZE, deckSize);
  const counts = new Array<number>(handSize + 1).fill(0);
  const deck = new Uint8Array(deckSize);
  for (let h = 0; h < hands; h++) {
    for (let i = 0; i < deckSize; i++) deck[i] = i < lands ? 1 : 0;
    let inHand = 0;
    for (let i = 0; i < handSize; i++) {
      const j = i + rng.int(deckSize - i);
      const card = deck[j]!;
      deck[j] = deck[i]!;
      deck[i] = card;
      inHand += card;
    }
    counts[inHand]!++;
  }
  return counts;
}

/** The chance of exactly `k` successes in `draws` draws without replacement (hypergeometric). */
export function hypergeometric(population: number, successes: number, draws: number, k: number): number {
  if (k < 0 || k > draws || k > successes || draws - k > population - successes) return 0;
  return Math.exp(
    logChoose(successes, k) + logChoose(population - successes, draws - k) - logChoose(population, draws),
  );
}

function logChoose(n: number, k: number): number {
  let sum = 0;
  for (let i = 1; i <= k; i++) sum += Math.log((n - k + i) / i);
  return sum;
}
