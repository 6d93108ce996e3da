// Result orders for the card search. Each order is a permutation of the whole index computed once, so
// ordering a result set is one walk over the permutation instead of a sort per request.
import type { Card } from '@cubewright/core/cards';
import { RARITY_ORDER } from '@cubewright/core/filter';
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

// Unknown rarity ranks below common, so a descending sort opens on the mythics.
const rarityRank = (card: Card) => (card.rarity ? RARITY_ORDER.indexOf(card.rarity) : -1);

const COMPARATORS: Record<CardSearchOrder, (a: Card, b: Card) => number> = {
  name: byName,
  mv: (a, b) => a.cmc - b.cmc || byName(a, b),
  color: (a, b) =>
    colorGroup(a) - colorGroup(b) || a.colors.length - b.colors.length || a.cmc - b.cmc || byName(a, b),
  rarity: (a, b) => rarityRank(a) - rarityRank(b) || byName(a, b),
};

/** Positions of `cards` in the given order (ascending; read backwards for descending). */
export function orderPermutation(cards: readonly Card[], order: CardSearchOrder): Uint32Array {
  const compare = COMPARATORS[order];
  const at = Array.from(cards.keys());
  at.sort((i, j) => compare(cards[i]!, cards[j]!));
  return Uint32Array.from(at);
}

/**
 * One page of matches in order: walks the permutation and keeps the matched positions, so the cost is
 * one pass over the index whatever the number of matches, and stops once the page is full.
 */
export function pageInOrder(
  permutation: Uint32Array,
  matched: Uint8Array,
  descending: boolean,
  skip: number,
  take: number,
): number[] {
  const out: number[] = [];
  const n = permutation.length;
  let seen = 0;
  for (let k = 0; k < n && out.length < take; k++) {
    const i = permutation[descending ? n - 1 - k : k]!;
    if (matched[i] === 0) continue;
    if (seen++ >= skip) out.push(i);
  }
  return out;
}
