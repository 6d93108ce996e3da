import { type ListEntry, listDifference } from './list-difference';

/** What a replace import does to the cards it replaces, counted by card name and board. */
export interface ReplaceCounts {
  /** Entries in the part of the cube being replaced (the whole cube, or one board). */
  current: number;
  /** Entries of the cube with no counterpart in the new list: they disappear. */
  removed: number;
  /** Entries of the new list with no counterpart in the cube: they are new. */
  added: number;
  /** Entries present on both sides (they are written again, with the file's fields). */
  kept: number;
}

/**
 * Counts what replacing `current` by `incoming` changes, matching copies one for one by name and
 * board (a second copy of a card is its own entry), so a re-import of the same list removes nothing.
 */
export function replaceCounts(current: readonly ListEntry[], incoming: readonly ListEntry[]): ReplaceCounts {
  const { cuts, adds, kept } = listDifference(current, incoming);
  return { current: current.length, removed: cuts.length, added: adds.length, kept };
}

// A curator refreshing a cube from an updated file swaps a handful of cards; losing more than a
// tenth of the cube, or more than a couple of packs' worth (20 cards) in a big one, is far more likely
// the wrong file or a list the reader could only partly understand, and tags, notes and printings go
// with those cards. Either bound is enough to ask first; a confirmation costs one click.
export const REPLACE_CONFIRM_SHARE = 0.1;
export const REPLACE_CONFIRM_CARDS = 20;

/** True when a replace removes enough of the cube that the person should confirm it first. */
export function replaceNeedsConfirmation(counts: ReplaceCounts): boolean {
  return counts.removed > REPLACE_CONFIRM_CARDS || counts.removed > counts.current * REPLACE_CONFIRM_SHARE;
}
