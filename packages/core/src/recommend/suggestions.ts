import type { CubeCorpus, SimilarCube } from './corpus';
import { addReason, cutReason, fewSimilarNote } from './reasons';

// Cards to add and to cut, read from the public cubes most like this one: a card most of them hold
// and this cube lacks is an add; a card this cube holds and few of them do is a cut. Shares are over
// the similar cubes found (at most NEIGHBOURS), which is what the reason says.

/** How many similar cubes the shares are taken over. */
export const NEIGHBOURS = 40;
/** Below this cosine similarity, a cube is not "like yours" (a few shared staples). */
export const MIN_SIMILARITY = 0.1;
/** With fewer similar cubes than this, the suggestions carry a note saying so. */
export const FEW_SIMILAR = 5;
/** An add is held by at least this share of the similar cubes. */
export const ADD_SHARE = 0.25;
/** A cut is held by at most this share of the similar cubes. */
export const CUT_SHARE = 0.1;
/** At most this many adds and cuts each. */
export const MAX_SUGGESTIONS = 200;

/** One card suggested, with how many of the similar cubes hold it and why in words. */
export interface CardSuggestion {
  cardId: string;
  count: number;
  share: number;
  reason: string;
}

/** Everything suggested for one cube. */
export interface CubeSuggestions {
  similarCubes: SimilarCube[];
  adds: CardSuggestion[];
  cuts: CardSuggestion[];
  /** Set when too few similar cubes were found for the shares to mean much. */
  note: string | null;
}

/**
 * Suggestions for a cube (its id, to skip itself, and its main-board card ids) from the public cubes
 * `accept` takes (the server passes the cubes listed now, should its corpus predate a change).
 */
export function suggestForCube(
  corpus: CubeCorpus,
  cubeId: string,
  mainBoard: readonly string[],
  accept: (id: string) => boolean = () => true,
): CubeSuggestions {
  const own = new Set(mainBoard);
  const similarCubes = corpus.mostSimilar(
    own,
    NEIGHBOURS,
    MIN_SIMILARITY,
    (id) => id !== cubeId && accept(id),
  );
  const n = similarCubes.length;
  const note = n < FEW_SIMILAR ? fewSimilarNote(n) : null;
  if (n === 0) return { similarCubes, adds: [], cuts: [], note };
  const counts = corpus.cardCounts(similarCubes.map((c) => c.id));
  const adds: CardSuggestion[] = [];
  for (const [cardId, count] of counts) {
    if (!own.has(cardId) && count / n >= ADD_SHARE)
      adds.push({ cardId, count, share: count / n, reason: addReason(count, n) });
  }
  const cuts: CardSuggestion[] = [];
  for (const cardId of own) {
    const count = counts.get(cardId) ?? 0;
    if (count / n <= CUT_SHARE) cuts.push({ cardId, count, share: count / n, reason: cutReason(count, n) });
  }
  adds.sort((a, b) => b.count - a.count || byId(a, b));
  cuts.sort((a, b) => a.count - b.count || byId(a, b));
  return { similarCubes, adds: adds.slice(0, MAX_SUGGESTIONS), cuts: cuts.slice(0, MAX_SUGGESTIONS), note };
}

function byId(a: CardSuggestion, b: CardSuggestion): number {
  return a.cardId < b.cardId ? -1 : a.cardId > b.cardId ? 1 : 0;
}
