// The bot's facts about cards as numbers, one row per card (a cube entry: the card with its tags):
// value, colours, curve slot, land fixing and synergy features. Pick scoring (seat-tallies.ts) reads
// rows by index, for the live draft engine and the simulator alike, so there is one scoring code.
import type { Card } from '../cards/types';
import { COLORS } from '../cards/types';
import { type BotCard, botCardOf, unknownBotCard } from './traits';

/** Synergy weight of a shared creature type and of a shared cube tag (tags are curated: worth more). */
export const SUBTYPE_WEIGHT = 0.04;
export const TAG_WEIGHT = 0.05;

/** What pick scoring reads about card rows. */
export interface ScoreTable {
  value: Float64Array;
  /** Colours as bits (W=1, U=2, B=4, R=8, G=16); 0 for lands. */
  mask: Uint8Array;
  colorCount: Uint8Array;
  isLand: Uint8Array;
  /** Colours a land makes, as bits. */
  produces: Uint8Array;
  produceCount: Uint8Array;
  slot: Uint8Array;
  /** Feature ids (creature types and tags) of row i: `features[featStart[i]..featStart[i+1]]`. */
  featStart: Int32Array;
  features: Int32Array;
  /** Synergy weight per feature id. */
  featureWeight: Float64Array;
  /** How many feature ids exist (the arrays may hold spare room). */
  featureCount: number;
}

/** The bot's view of a card: its data (prior value or learned rating), or an average stand-in. */
export function botFacts(cardId: string, card: Card | undefined, rating: number | undefined): BotCard {
  if (card) return botCardOf(card, rating);
  const unknown = unknownBotCard(cardId);
  if (rating !== undefined) unknown.value = rating;
  return unknown;
}

/** `a`, or a copy of it with room for at least `size` items (doubling, so appends stay cheap). */
function grown<T extends Float64Array | Uint8Array | Int32Array>(a: T, size: number): T {
  if (a.length >= size) return a;
  const next = new (a.constructor as new (n: number) => T)(Math.max(size, a.length * 2));
  next.set(a);
  return next;
}

/**
 * A score table that grows one row at a time. The simulator fills it once per run; the live bot
 * adds rows as new cards reach its drafts. Arrays are replaced when they grow, so readers keep the
 * table, not its arrays.
 */
export class ScoreTableBuilder implements ScoreTable {
  value = new Float64Array(64);
  mask = new Uint8Array(64);
  colorCount = new Uint8Array(64);
  isLand = new Uint8Array(64);
  produces = new Uint8Array(64);
  produceCount = new Uint8Array(64);
  slot = new Uint8Array(64);
  featStart = new Int32Array(65);
  features = new Int32Array(64);
  featureWeight = new Float64Array(64);
  featureCount = 0;
  rows = 0;
  private readonly subtypeIds = new Map<string, number>();
  private readonly tagIds = new Map<string, number>();

  /** Appends a row for `bot` with its cube tags; returns its index. */
  add(bot: BotCard, tags: readonly string[] | undefined): number {
    const i = this.rows++;
    if (i >= this.value.length) {
      const n = this.value.length * 2;
      this.value = grown(this.value, n);
      this.mask = grown(this.mask, n);
      this.colorCount = grown(this.colorCount, n);
      this.isLand = grown(this.isLand, n);
      this.produces = grown(this.produces, n);
      this.produceCount = grown(this.produceCount, n);
      this.slot = grown(this.slot, n);
      this.featStart = grown(this.featStart, n + 1);
    }
    this.value[i] = bot.value;
    this.mask[i] = bot.mask;
    this.colorCount[i] = bot.colors.length;
    this.isLand[i] = bot.isLand ? 1 : 0;
    let produces = 0;
    for (const col of bot.produces) produces |= 1 << COLORS.indexOf(col);
    this.produces[i] = produces;
    this.produceCount[i] = bot.produces.length;
    this.slot[i] = bot.slot;
    let end = this.featStart[i]!;
    const feature = (ids: Map<string, number>, name: string, weight: number) => {
      let id = ids.get(name);
      if (id === undefined) {
        id = this.featureCount++;
        ids.set(name, id);
        this.featureWeight = grown(this.featureWeight, this.featureCount);
        this.featureWeight[id] = weight;
      }
      this.features = grown(this.features, end + 1);
      this.features[end++] = id;
    };
    for (const s of bot.subtypes) feature(this.subtypeIds, s, SUBTYPE_WEIGHT);
    // A tag repeated on one entry counts once.
    if (tags) for (const t of new Set(tags)) feature(this.tagIds, t, TAG_WEIGHT);
    this.featStart[i + 1] = end;
    return i;
  }
}
