// The bot as an auto-pick chooser for the draft engine: scores each card of the pack against the
// pool with the shared scorer (seat-tallies.ts, the simulator's too) and takes the best, breaking
// exact ties with the seeded RNG.
import type { Card } from '../cards/types';
import type { DraftCard } from '../draft/types';
import type { Rng } from '../random/rng';
import { botFacts, ScoreTableBuilder } from './score-table';
import { SeatTallies } from './seat-tallies';
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

function sameTags(a: readonly string[] | undefined, b: readonly string[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A seat's running tallies and the pool cards folded into them, in order. */
interface PoolTally {
  tallies: SeatTallies;
  cards: DraftCard[];
}

/**
 * The live bot: a score table that gains a row per cube entry the first time it sees one, and pool
 * tallies kept across picks and actions, so a pick adds only the cards new since the last one.
 */
export class LiveBot {
  readonly table = new ScoreTableBuilder();
  private readonly rows = new Map<string, { row: number; cardId: string; tags?: string[] }>();
  private readonly facts = new Map<string, BotCard>();
  /** Tallies by the pool's first card: pool arrays are copied as drafts move on, the cards are not. */
  private readonly tallies = new WeakMap<DraftCard, PoolTally>();
  private readonly empty: SeatTallies;
  private scratch = new Int32Array(32);

  constructor(private readonly options: BotOptions) {
    this.empty = new SeatTallies(this.table, 1);
  }

  /** The table row of a draft card (an entry id keeps its row while its card and tags stay the same). */
  rowOf(card: DraftCard): number {
    const hit = this.rows.get(card.id);
    if (hit && hit.cardId === card.cardId && sameTags(hit.tags, card.tags)) return hit.row;
    let bot = this.facts.get(card.cardId);
    if (!bot) {
      bot = botFacts(card.cardId, this.options.cards(card.cardId), this.options.ratings?.get(card.cardId));
      this.facts.set(card.cardId, bot);
    }
    const row = this.table.add(bot, card.tags);
    this.rows.set(card.id, { row, cardId: card.cardId, tags: card.tags });
    return row;
  }

  /** Tallies of `pool`, reusing the ones of a pool it extends. */
  private tallyOf(pool: readonly DraftCard[]): SeatTallies {
    if (pool.length === 0) return this.empty;
    let t = this.tallies.get(pool[0]!);
    let valid = t !== undefined && t.cards.length <= pool.length;
    for (let i = 0; valid && i < t!.cards.length; i++) valid = t!.cards[i] === pool[i];
    if (!valid) {
      t = { tallies: new SeatTallies(this.table, 1), cards: [] };
      this.tallies.set(pool[0]!, t);
    }
    for (let i = t!.cards.length; i < pool.length; i++) {
      t!.tallies.add(0, this.rowOf(pool[i]!));
      t!.cards.push(pool[i]!);
    }
    return t!.tallies;
  }

  /** The pick score of each of `cards` for a seat holding `pool`. */
  scores(cards: readonly DraftCard[], pool: readonly DraftCard[]): number[] {
    const rows = cards.map((c) => this.rowOf(c));
    const tallies = this.tallyOf(pool);
    tallies.focus(0);
    return rows.map((row) => tallies.score(row));
  }

  /** Index of the best card of `pack` for `pool`; ties go to the seeded RNG. */
  choose(pack: readonly DraftCard[], pool: readonly DraftCard[], rng: Rng): number {
    if (this.scratch.length < pack.length) this.scratch = new Int32Array(pack.length * 2);
    const rows = this.scratch;
    for (let i = 0; i < pack.length; i++) rows[i] = this.rowOf(pack[i]!);
    const tallies = this.tallyOf(pool);
    tallies.focus(0);
    return tallies.best(rows, pack.length, rng);
  }
}

/** An auto-pick function for `draftReducer` backed by this bot. */
export function createBotPicker(options: BotOptions) {
  const bot = new LiveBot(options);
  return (pack: readonly DraftCard[], pool: readonly DraftCard[], rng: Rng): number =>
    bot.choose(pack, pool, rng);
}
