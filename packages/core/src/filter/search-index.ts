// The fast path for searching many cards: facts gathered once into a dense array, then each query's
// matcher runs over that array with no per-card cache lookup on the card object.
import type { Card } from '../cards/types';
import type { CubeCard } from '../cube/types';
import { codedColumnsOf } from './column-codes';
import { buildColumns } from './columns';
import { scanPlanOf } from './compile';
import { type CardFacts, copyFacts, factsOf } from './facts';
import type { Matcher } from './field-spec';
import type { SearchIndex } from './search-index-type';
import { textScanOf } from './text-scan';

export type { SearchIndex } from './search-index-type';

/** Builds a search index over cards (the derived strings are shared with `factsOf`'s cache). */
export function prepareCards(cards: readonly Card[]): SearchIndex {
  const steps = prepareCardsStepwise(cards, cards.length);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * `prepareCards` in steps of `slice` cards: a server builds the index of all cards between requests,
 * resuming the generator whenever its event loop is free, instead of in one stretch of a second or more.
 */
export function* prepareCardsStepwise(cards: readonly Card[], slice: number): Generator<void, SearchIndex> {
  for (let i = 0; i < cards.length; i++) {
    factsOf(cards[i]!);
    if ((i + 1) % slice === 0) yield;
  }
  // Copied in a second, allocation-only pass so the records lie in memory in scan order.
  const facts: CardFacts[] = new Array(cards.length);
  for (let i = 0; i < cards.length; i++) {
    facts[i] = copyFacts(factsOf(cards[i]!));
    if ((i + 1) % slice === 0) yield;
  }
  const index: SearchIndex = { cards, facts, columns: buildColumns(facts) };
  // What matchBits reads besides the facts, built here so the first search does not pay for it.
  yield;
  codedColumnsOf(index.columns);
  yield;
  textScanOf(index);
  return index;
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
  const plan = scanPlanOf(matcher);
  if (plan.columns.length > 0) {
    // Each column pass keeps, in place, the positions that pass it; the rows see only the survivors.
    const left = new Int32Array(n);
    let count = 0;
    const first = plan.columns[0]!(index.columns);
    for (let i = 0; i < n; i++) if (first(i)) left[count++] = i;
    for (let p = 1; p < plan.columns.length; p++) {
      const pass = plan.columns[p]!(index.columns);
      let kept = 0;
      for (let k = 0; k < count; k++) {
        const i = left[k]!;
        if (pass(i)) left[kept++] = i;
      }
      count = kept;
    }
    const rows = plan.rows;
    for (let k = 0; k < count; k++) {
      const i = left[k]!;
      if (rows === null || rows(facts[i]!, entries?.[i])) out.push(i);
    }
    return out;
  }
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
  return matchIndices(index, matcher, entries).length;
}
