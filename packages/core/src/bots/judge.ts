// The booster bots' card scoring, offered to the turn-based draft modes: a Winston bot judges a
// pile, a grid bot a line, a Rochester or rotisserie bot a card, all with the same scores (prior or
// learned ratings, colour fit, curve, synergy) a booster bot picks by.
import type { CardJudge } from '../draft/modes/types';
import type { DraftCard } from '../draft/types';
import { pickScore } from './pick-score';
import { type BotOptions, botCardLookup } from './picker';
import { PoolTally } from './pool-profile';

/** A judge backed by card data and ratings; pools are profiled afresh per call (one move at a time). */
export function createCardJudge(options: BotOptions): CardJudge {
  const lookup = botCardLookup(options);
  return {
    scores(cards: readonly DraftCard[], pool: readonly DraftCard[]): number[] {
      const tally = new PoolTally();
      for (const c of pool) tally.add(lookup(c.cardId), c.tags);
      const profile = tally.profile();
      return cards.map((c) => pickScore(lookup(c.cardId), c.tags, profile));
    },
  };
}

/** About a filler card's score: a set of cards is worth what its cards add over this. */
export const REPLACEMENT_SCORE = 1.5;

/** What a set of cards taken together adds to a pool, from their scores (a pile, a grid line). */
export function addedValue(scores: readonly number[]): number {
  let total = 0;
  for (const s of scores) total += Math.max(0, s - REPLACEMENT_SCORE);
  return total;
}
