// The booster bots' card scoring, offered to the turn-based draft modes: a Winston bot judges a
// pile, a grid bot a line, a Rochester or rotisserie bot a card, all with the same scores (prior or
// learned ratings, colour fit, curve, synergy) a booster bot picks by.

import type { AutoPick } from '../draft/flow';
import type { CardJudge } from '../draft/modes/types';
import { type BotOptions, LiveBot } from './picker';

/** A judge backed by card data and ratings: the booster bot's scorer (seat-tallies.ts). */
export function createCardJudge(options: BotOptions): CardJudge {
  return createDraftBots(options).judge;
}

/**
 * One bot for a cube's drafts of any kind: the booster auto-pick and the turn modes' judge share one
 * score table and its pool tallies.
 */
export function createDraftBots(options: BotOptions): { autoPick: AutoPick; judge: CardJudge } {
  const bot = new LiveBot(options);
  return {
    autoPick: (pack, pool, rng) => bot.choose(pack, pool, rng),
    judge: { scores: (cards, pool) => bot.scores(cards, pool) },
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
