import type { CubeDiff, CubeState } from './diff';
import type { CubeCard } from './types';

// Applying, inverting and counting a diff, apart from diff.ts and its zod schemas so that the versions
// tab and the proposals do not load zod to show a diff (ADR 0077).

/** Raised when a diff does not fit the state it is applied to (an entry is missing or already there). */
export class DiffMismatchError extends Error {}

/** Applies a diff to a card list; throws DiffMismatchError when the list is not the diff's "before". */
export function applyCardDiff(cards: readonly CubeCard[], diff: CubeDiff): CubeCard[] {
  const byId = new Map(cards.map((c) => [c.id, c]));
  for (const card of diff.removed) {
    if (!byId.delete(card.id)) throw new DiffMismatchError(`${card.name} (${card.id}) is not in the list`);
  }
  for (const change of diff.changed) {
    const card = byId.get(change.id);
    if (!card) throw new DiffMismatchError(`${change.name} (${change.id}) is not in the list`);
    byId.set(change.id, { ...card, ...change.after });
  }
  for (const card of diff.added) {
    if (byId.has(card.id)) throw new DiffMismatchError(`${card.name} (${card.id}) is already in the list`);
    byId.set(card.id, card);
  }
  return [...byId.values()];
}

/** Applies a diff to a full state. */
export function applyDiff(state: CubeState, diff: CubeDiff): CubeState {
  return {
    cards: applyCardDiff(state.cards, diff),
    whitepaper: diff.whitepaper ? diff.whitepaper.after : state.whitepaper,
  };
}

/** The diff that undoes `diff`. */
export function invertDiff(diff: CubeDiff): CubeDiff {
  const inverted: CubeDiff = {
    added: diff.removed,
    removed: diff.added,
    changed: diff.changed.map((c) => ({ ...c, before: c.after, after: c.before })),
  };
  if (diff.whitepaper) {
    inverted.whitepaper = { before: diff.whitepaper.after, after: diff.whitepaper.before };
  }
  return inverted;
}

/** True when the diff changes nothing. */
export function isEmptyDiff(diff: CubeDiff): boolean {
  return (
    diff.added.length === 0 && diff.removed.length === 0 && diff.changed.length === 0 && !diff.whitepaper
  );
}

export interface DiffCounts {
  added: number;
  removed: number;
  /** Entries whose printing changed. */
  printings: number;
  /** Entries that moved between main board and maybeboard. */
  moved: number;
  /** Entries with other edited fields (finish, status, tags, notes, colour category). */
  edited: number;
  whitepaper: boolean;
}

/** Counts per kind of change, for summaries and badges. */
export function diffCounts(diff: CubeDiff): DiffCounts {
  let printings = 0;
  let moved = 0;
  let edited = 0;
  for (const change of diff.changed) {
    const keys = Object.keys(change.after);
    if (keys.includes('printingId')) printings++;
    if (keys.includes('board')) moved++;
    if (keys.some((k) => k !== 'printingId' && k !== 'board')) edited++;
  }
  return {
    added: diff.added.length,
    removed: diff.removed.length,
    printings,
    moved,
    edited,
    whitepaper: Boolean(diff.whitepaper),
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A short changelog line: "+12 -8", then other kinds ("+1 -0, 2 moved, 1 printing swapped"). */
export function summarizeDiff(diff: CubeDiff): string {
  return summarizeCounts(diffCounts(diff));
}

/** The changelog line for counts already computed (version lists keep counts, not diffs). */
export function summarizeCounts(c: DiffCounts): string {
  const parts: string[] = [];
  if (c.added || c.removed) parts.push(`+${c.added} -${c.removed}`);
  if (c.moved) parts.push(`${c.moved} moved`);
  if (c.printings) parts.push(plural(c.printings, 'printing swapped', 'printings swapped'));
  if (c.edited) parts.push(`${c.edited} edited`);
  if (c.whitepaper) parts.push('white paper edited');
  return parts.length ? parts.join(', ') : 'No changes';
}
