// The fast path for searching many cards: facts gathered once into a dense array, then each query's
// matcher runs over that array with no per-card cache lookup on the card object.
import type { Card } from '../cards/types';
import type { CubeCard } from '../cube/types';
import { type CardFacts, copyFacts, factsOf } from './facts';
import type { Matcher } from './field-spec';

/** Cards ready to search: `facts[i]` belongs to `cards[i]`. */
export interface SearchIndex {
  readonly cards: readonly Card[];
  readonly facts: readonly CardFacts[];
}

/** Builds a search index over cards (the derived strings are shared with `factsOf`'s cache). */
export function prepareCards(cards: readonly Card[]): SearchIndex {
  for (const card of cards) factsOf(card);
  // Copied in a second, allocation-only pass so the records lie in memory in scan order.
  const facts: CardFacts[] = new Array(cards.length);
  for (let i = 0; i < cards.length; i++) facts[i] = copyFacts(factsOf(cards[i]!));
  return { cards, facts };
}

/**
 * Positions of the cards that match, in index order. `entries[i]`, when given, is the cube entry of
 * `cards[i]` for the cube-only fields (tag, notes, board, ...).
 */
export function matchIndices(
  index: SearchIndex,
  matcher: Matcher,
  entries?: readonly (CubeCard | undefined)[],
): number[] {
  const out: number[] = [];
  const facts = index.facts;
  const n = facts.length;
  if (entries) {
    for (let i = 0; i < n; i++) if (matcher(facts[i]!, entries[i])) out.push(i);
  } else {
    for (let i = 0; i < n; i++) if (matcher(facts[i]!, undefined)) out.push(i);
  }
  return out;
}

/** The cards that match, in index order (see `matchIndices` for `entries`). */
export function filterCards(
  index: SearchIndex,
  matcher: Matcher,
  entries?: readonly (CubeCard | undefined)[],
): Card[] {
  const at = matchIndices(index, matcher, entries);
  const out: Card[] = new Array(at.length);
  for (let i = 0; i < at.length; i++) out[i] = index.cards[at[i]!]!;
  return out;
}

/** How many cards match, without building a result list. */
export function countMatches(
  index: SearchIndex,
  matcher: Matcher,
  entries?: readonly (CubeCard | undefined)[],
): number {
  const facts = index.facts;
  let count = 0;
  for (let i = 0; i < facts.length; i++) if (matcher(facts[i]!, entries?.[i])) count++;
  return count;
}
