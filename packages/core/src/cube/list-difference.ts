import type { Board } from './types';

// What separates a cube from another list of the same cards: a pasted or imported list someone proposes
// in its place, or a copy of the cube that went its own way. Copies are matched one for one by card name
// and board, so a second copy of a card is its own entry and a list equal to the cube differs by nothing.

/** A cube entry, or a card of the other list (without a board: the main board, as when adding). */
export interface ListEntry {
  name: string;
  board?: Board;
}

/** The cube's entries the other list has no counterpart for, and the other list's entries new to the cube. */
export interface ListDifference<C extends ListEntry, I extends ListEntry> {
  /** Entries of the cube to cut, in the cube's order. */
  cuts: C[];
  /** Entries of the other list to add, in its order. */
  adds: I[];
  /** Entries on both sides. */
  kept: number;
}

const keyOf = (e: ListEntry) => `${e.board ?? 'main'}\u0000${e.name.trim().toLowerCase()}`;

/** The difference between `current` (the cube) and `incoming` (the list that should replace it). */
export function listDifference<C extends ListEntry, I extends ListEntry>(
  current: readonly C[],
  incoming: readonly I[],
): ListDifference<C, I> {
  const left = new Map<string, C[]>();
  for (const e of current) {
    const same = left.get(keyOf(e));
    if (same) same.push(e);
    else left.set(keyOf(e), [e]);
  }
  const adds: I[] = [];
  let kept = 0;
  for (const e of incoming) {
    // The first copies are kept: an extra copy in the cube is the one cut.
    if (left.get(keyOf(e))?.shift()) kept++;
    else adds.push(e);
  }
  const unmatched = new Set([...left.values()].flat());
  return { cuts: current.filter((e) => unmatched.has(e)), adds, kept };
}
