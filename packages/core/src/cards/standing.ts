import type { Card } from './types';

// How autocomplete weighs a card beyond its name: whether it is a card a cube can hold at all, and how
// popular it is.

// Planar, Archenemy and Vanguard cards, tokens, emblems, dungeons and art cards share the card pool but
// never go in a cube (conspiracies do: they are drafted). Typing "Llanowar" means the elf, not the plane.
const NON_CUBE_LAYOUTS = new Set([
  'planar',
  'scheme',
  'vanguard',
  'token',
  'double_faced_token',
  'emblem',
  'art_series',
]);
const NON_CUBE_TYPES = /\b(Plane|Phenomenon|Scheme|Vanguard|Token|Emblem|Dungeon)\b/;

/** Whether a card is one a cube can hold (not a plane, scheme, phenomenon, vanguard, token, emblem or art card). */
export function isCubeCard(card: Pick<Card, 'layout' | 'typeLine'>): boolean {
  return !NON_CUBE_LAYOUTS.has(card.layout) && !NON_CUBE_TYPES.test(card.typeLine.split(' // ')[0] ?? '');
}

// Popularity on a log scale, in "doublings": a card twice as popular scores one point more, so a bonus
// for where the name matched (name-search.ts) is worth a fixed factor of popularity.
// - Scryfall's EDHREC rank when the card data carries it (real bulk files; 1 = most played): the one
//   signal that ranks every card, new ones included.
// - Else the number of sets the card was printed in (the offline fixture has no EDHREC ranks): the
//   staples cubers type (Lightning Bolt 37 sets, Sol Ring 57, Counterspell 51) are the cards Wizards
//   reprints, while their namesakes (Bolt Bend, Sol Grail) saw one or two sets. Available offline and at
//   runtime alike, and free: the card already holds its set list.
// How many cubes on this server hold a card would need a database query per index build and is noisy on
// a small server; the real cube lists in the fixture exist only in tests. Neither is used.
const EDHREC_SCALE = 30_000;

// Arena's Alchemy rebalances ("A-Alrund's Epiphany") share their paper original's words: a cube is built
// from paper cards, so a rebalance comes after every paper card its words match (typed in full, it is
// still the exact match and first). Far below any real popularity, so no doubling outweighs it.
const REBALANCED_PENALTY = 1_000;
const REBALANCED = /^A-/;

/**
 * A card's popularity for ranking name matches: higher is more popular, 0 when nothing is known;
 * an Alchemy rebalance ranks below every paper card.
 */
export function popularityOf(card: Pick<Card, 'edhrecRank' | 'printings' | 'name'>): number {
  const rank = card.edhrecRank;
  const popularity =
    rank != null && rank > 0 ? Math.log2(1 + EDHREC_SCALE / rank) : Math.log2(1 + card.printings.length);
  return REBALANCED.test(card.name) ? popularity - REBALANCED_PENALTY : popularity;
}
