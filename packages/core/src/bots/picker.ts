// The bot as an auto-pick chooser for the draft engine: scores each card of the pack against the
// pool and takes the best, breaking exact ties with the seeded RNG.
import type { Card } from '../cards/types';
import type { DraftCard } from '../draft/types';
import type { Rng } from '../random';
import { pickScore } from './pick-score';
import { PoolTally } from './pool-profile';
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

/**
 * Tallies by pool array: the engine appends picks to the same array during an action, so a pick
 * only adds the cards new since the last one. A pool that shrank or changed starts a fresh tally.
 * One cache per bot, since tallies depend on that bot's card values.
 */
export type TallyCache = WeakMap<readonly DraftCard[], { tally: PoolTally; last: DraftCard | undefined }>;

function tallyOf(
  pool: readonly DraftCard[],
  lookup: (cardId: string) => BotCard,
  tallies: TallyCache,
): PoolTally {
  let entry = tallies.get(pool);
  if (
    !entry ||
    entry.tally.size > pool.length ||
    (entry.tally.size > 0 && pool[entry.tally.size - 1] !== entry.last)
  ) {
    entry = { tally: new PoolTally(), last: undefined };
    tallies.set(pool, entry);
  }
  for (let i = entry.tally.size; i < pool.length; i++)
    entry.tally.add(lookup(pool[i]!.cardId), pool[i]!.tags);
  entry.last = pool[pool.length - 1];
  return entry.tally;
}

const TIED: number[] = [];

/** Index of the best card of `pack` for `pool`; ties go to the seeded RNG. */
export function choosePick(
  pack: readonly DraftCard[],
  pool: readonly DraftCard[],
  rng: Rng,
  lookup: (cardId: string) => BotCard,
  tallies: TallyCache = new WeakMap(),
): number {
  const profile = tallyOf(pool, lookup, tallies).profile();
  let best = Number.NEGATIVE_INFINITY;
  // One shared list of tied indices: a pick allocates nothing (this runs for every pick of every bot).
  const tied = TIED;
  tied.length = 0;
  for (let i = 0; i < pack.length; i++) {
    const score = pickScore(lookup(pack[i]!.cardId), pack[i]!.tags, profile);
    if (score > best + 1e-9) {
      best = score;
      tied.length = 0;
      tied.push(i);
    } else if (score > best - 1e-9) tied.push(i);
  }
  return tied.length === 1 ? tied[0]! : tied[rng.int(tied.length)]!;
}

/** An auto-pick function for `draftReducer` backed by this bot. */
export function createBotPicker(options: BotOptions) {
  const lookup = botCardLookup(options);
  const tallies: TallyCache = new WeakMap();
  return (pack: readonly DraftCard[], pool: readonly DraftCard[], rng: Rng): number =>
    choosePick(pack, pool, rng, lookup, tallies);
}
