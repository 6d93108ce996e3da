// Result orders for the card search. Each order and direction is a permutation of the whole index
// computed once, so ordering a result set is one walk over the permutation instead of a sort per request.
// Cards that lack the fact ordered by (no release date, no EDHREC rank, no power) come last either way.
import type { Card } from '@cubewright/core/cards';
import { type Bits, hasBit, RARITY_ORDER, statValue } from '@cubewright/core/filter';
import type { CardSearchOrder } from '@cubewright/core/protocol';

const WUBRG = ['W', 'U', 'B', 'R', 'G'];

/**
 * Colour group as curators sort a list: white, blue, black, red, green, multicolour, colourless, land.
 * Lands come last whatever their colour so the spells of a colour stay together.
 */
export function colorGroup(card: Card): number {
  if (/\bLand\b/.test(card.typeLine.split('//')[0] ?? '')) return 7;
  if (card.colors.length === 0) return 6;
  if (card.colors.length > 1) return 5;
  return WUBRG.indexOf(card.colors[0]!);
}

const byName = (a: Card, b: Card) =>
  a.normalizedName < b.normalizedName ? -1 : a.normalizedName > b.normalizedName ? 1 : a.id < b.id ? -1 : 1;

/** Rank of a rarity in RARITY_ORDER, null when unknown. */
export const rarityRank = (rarity: Card['rarity']) => (rarity ? RARITY_ORDER.indexOf(rarity) : null);

type Key = (card: Card) => string | number | null;

/** The value each order compares (null: the card lacks it); ties fall back to the name, A to Z. */
const KEYS: Record<CardSearchOrder, Key[]> = {
  name: [],
  mv: [(c) => c.cmc],
  color: [colorGroup, (c) => c.colors.length, (c) => c.cmc],
  rarity: [(c) => rarityRank(c.rarity)],
  released: [(c) => c.releasedAt],
  set: [(c) => c.set, (c) => collectorNumberKey(c.collectorNumber)],
  power: [(c) => statValue(c.power)],
  toughness: [(c) => statValue(c.toughness)],
  artist: [(c) => c.artist?.toLowerCase() ?? null],
  edhrec: [(c) => c.edhrecRank ?? null],
};

/** Collector numbers sort as numbers first ("9" before "10"), then by their full text. */
export function collectorNumberKey(n: string | null): string | null {
  if (n === null) return null;
  const lead = /^\d+/.exec(n)?.[0] ?? '';
  return `${lead.padStart(6, '0')}${n}`;
}

export function compareKeys(a: string | number | null, b: string | number | null, sign: number): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return (a < b ? -1 : 1) * sign;
}

/** Compares two cards by `order`; descending reverses the values but not the name tie-break. */
function cardComparator(order: CardSearchOrder, descending: boolean): (a: Card, b: Card) => number {
  const keys = KEYS[order];
  const sign = descending ? -1 : 1;
  if (keys.length === 0) return descending ? (a, b) => byName(b, a) : byName;
  return (a, b) => {
    for (const key of keys) {
      const c = compareKeys(key(a), key(b), sign);
      if (c !== 0) return c;
    }
    return byName(a, b);
  };
}

/** Positions of `cards` in the given order and direction. */
export function orderPermutation(
  cards: readonly Card[],
  order: CardSearchOrder,
  descending = false,
): Uint32Array {
  const compare = cardComparator(order, descending);
  const at = Array.from(cards.keys());
  at.sort((i, j) => compare(cards[i]!, cards[j]!));
  return Uint32Array.from(at);
}

/** Every matched position in permutation order (for rows that are expanded into printings). */
export function matchedInOrder(permutation: Uint32Array, matched: Bits): number[] {
  const out: number[] = [];
  for (const i of permutation) if (hasBit(matched, i)) out.push(i);
  return out;
}

/**
 * One page of matches in order: walks the permutation and keeps the matched positions, so the cost is
 * one pass over the index whatever the number of matches, and stops once the page is full.
 */
export function pageInOrder(permutation: Uint32Array, matched: Bits, skip: number, take: number): number[] {
  const out: number[] = [];
  const n = permutation.length;
  let seen = 0;
  for (let k = 0; k < n && out.length < take; k++) {
    const i = permutation[k]!;
    if (!hasBit(matched, i)) continue;
    if (seen++ >= skip) out.push(i);
  }
  return out;
}
