import type { CubeDiff } from './diff';

// The body of a changelog post (issue 18): a save's card changes as markdown with [[Card Name]] links,
// which the blog renders with card previews like the white paper. Long lists are cut so a 540-card
// replacement stays a readable post; the version history keeps the full diff.

/** Names listed per section before "and N more". */
export const CHANGELOG_NAMES_SHOWN = 60;

function nameList(names: string[]): string {
  const shown = names.slice(0, CHANGELOG_NAMES_SHOWN).map((n) => `[[${n.replaceAll(']', '')}]]`);
  const more = names.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}

const boardNote = (board: string) => (board === 'maybe' ? ' (maybeboard)' : '');

/** "Added (2): [[A]], [[B]]" and so on, one paragraph per kind of change; empty for an empty diff. */
export function changelogMarkdown(diff: Pick<CubeDiff, 'added' | 'removed' | 'changed'>): string {
  const sections: string[] = [];
  const byBoard = (cards: CubeDiff['added']) => {
    const groups = new Map<string, string[]>();
    for (const c of cards) groups.set(c.board, [...(groups.get(c.board) ?? []), c.name]);
    return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b));
  };
  for (const [label, cards] of [
    ['Added', diff.added],
    ['Removed', diff.removed],
  ] as const) {
    for (const [board, names] of byBoard(cards)) {
      sections.push(`**${label}${boardNote(board)} (${names.length}):** ${nameList(names)}`);
    }
  }
  const moved = diff.changed.filter((c) => c.after.board !== undefined);
  const edited = diff.changed.filter((c) => c.after.board === undefined);
  if (moved.length) {
    sections.push(`**Moved (${moved.length}):** ${nameList(moved.map((c) => `${c.name}`))}`);
  }
  if (edited.length) {
    sections.push(`**Edited (${edited.length}):** ${nameList(edited.map((c) => c.name))}`);
  }
  return sections.join('\n\n');
}

/** The changelog post's title: "+3 -2 cards" style, from the counts. */
export function changelogTitle(diff: Pick<CubeDiff, 'added' | 'removed' | 'changed'>): string {
  const parts = [`+${diff.added.length}`, `-${diff.removed.length}`];
  if (diff.changed.length) parts.push(`~${diff.changed.length}`);
  return `Changelog: ${parts.join(' ')}`;
}
