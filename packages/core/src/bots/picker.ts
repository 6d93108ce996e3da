// The bot as an auto-pick chooser for the draft engine: scores each card of the pack against the
// pool and takes the best, breaking exact ties with the seeded RNG.
import type { Card } from '../cards/types';
import type { DraftCard } from '../draft/types';
import type { Rng } from '../random';
import { pickScore } from './pick-score';
import { profilePool } from './pool-profile';
import { type BotCard, botCardOf, unknownBotCard } from './traits';

export interface BotOptions {
  /** Card data by card id; unknown cards are scored as average colourless cards. */
  cards: (cardId: string) => Card | undefined;
  /** Learned ratings by card id, on the prior's scale (about 0 to 5); they replace the prior. */
  ratings?: ReadonlyMap<string, number>;
}

/** A memoising card lookup shared by the picker and the deck builder. */
export function botCardLookup(options: BotOptions): (cardId: string) => BotCard {
  const cache = new Map<string, BotCard>();
  return (cardId) => {
    let hit = cache.get(cardId);
    if (!hit) {
      const card = options.cards(cardId);
      hit = card ? botCardOf(card, options.ratings?.get(cardId)) : unknownBotCard(cardId);
      cache.set(cardId, hit);
    }
    return hit;
  };
}

/** Index of the best card of `pack` for `pool`; ties go to the seeded RNG. */
export function choosePick(
  pack: readonly DraftCard[],
  pool: readonly DraftCard[],
  rng: Rng,
  lookup: (cardId: string) => BotCard,
): number {
  const profile = profilePool(
    pool.map((c) => lookup(c.cardId)),
    (i) => pool[i]!.tags,
  );
  let best = Number.NEGATIVE_INFINITY;
  let tied: number[] = [];
  for (let i = 0; i < pack.length; i++) {
    const score = pickScore(lookup(pack[i]!.cardId), pack[i]!.tags, profile);
    if (score > best + 1e-9) {
      best = score;
      tied = [i];
    } else if (score > best - 1e-9) tied.push(i);
  }
  return tied.length === 1 ? tied[0]! : tied[rng.int(tied.length)]!;
}

/** An auto-pick function for `draftReducer` backed by this bot. */
export function createBotPicker(options: BotOptions) {
  const lookup = botCardLookup(options);
  return (pack: readonly DraftCard[], pool: readonly DraftCard[], rng: Rng): number =>
    choosePick(pack, pool, rng, lookup);
}
