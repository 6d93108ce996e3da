import type { Printing } from '@cubewright/core/cards';
import { boardName, type CardChange, type CubeBoard, type CubeDiff, hasBoard } from '@cubewright/core/cube';

/** One line of a diff as the versions tab shows it. */
export interface DiffLine {
  id: string;
  name: string;
  /** "main → maybe", "Alpha #1 → Beta #2", "tags: removal → removal, ramp"; empty for adds/removes. */
  detail: string;
}

export interface DiffSection {
  kind: 'added' | 'removed' | 'printings' | 'moved' | 'edited';
  title: string;
  lines: DiffLine[];
}

export interface PresentedDiff {
  sections: DiffSection[];
  whitepaper: { before: string; after: string } | null;
  empty: boolean;
}

/** A board as a past diff names it: its current name, never its internal id (a deleted board says so). */
function boardLabel(id: string | undefined, boards: readonly CubeBoard[]): string {
  if (!id) return 'none';
  return hasBoard(id, boards) ? boardName(id, boards) : 'a deleted board';
}

/** Where an added or removed entry went or came from, when not the main board. */
function boardDetail(id: string, boards: readonly CubeBoard[], to: boolean): string {
  if (id === 'main') return '';
  const where =
    id === 'maybe'
      ? 'the maybeboard'
      : hasBoard(id, boards)
        ? `“${boardName(id, boards)}”`
        : 'a deleted board';
  return `${to ? 'to' : 'from'} ${where}`;
}
const FIELD_NAMES: Record<string, string> = {
  finish: 'finish',
  status: 'status',
  tags: 'tags',
  notes: 'notes',
  colorCategory: 'colour',
  imageUrl: 'image',
  manaValue: 'mana value',
  typeLine: 'type line',
  rarity: 'rarity',
};

function printingName(id: unknown, printings: Record<string, Printing>): string {
  if (id === null || id === undefined) return 'default printing';
  const p = printings[String(id)];
  return p ? `${p.setName} (${p.set.toUpperCase()}) #${p.collectorNumber}` : String(id);
}

/** A field value as text ("none" for empty values). */
export function showValue(value: unknown): string {
  if (Array.isArray(value)) return value.length ? value.join(', ') : 'none';
  if (value === null || value === undefined || value === '') return 'none';
  return String(value).replaceAll('_', ' ');
}

function editedDetail(change: CardChange): string {
  return Object.keys(change.after)
    .filter((k) => k !== 'printingId' && k !== 'board')
    .map((k) => {
      const key = k as keyof CardChange['after'];
      return `${FIELD_NAMES[k] ?? k}: ${showValue(change.before[key])} → ${showValue(change.after[key])}`;
    })
    .join('; ');
}

const byName = (a: DiffLine, b: DiffLine) => a.name.localeCompare(b.name);

/**
 * Turns a stored diff into titled sections (added, removed, printing swaps, board moves, edited
 * fields), each sorted by name; an entry both moved and edited appears in each section that applies.
 * `boards` are the cube's named boards, so moves read "Main board → Tokens", not the board's id.
 */
export function presentDiff(
  diff: CubeDiff,
  printings: Record<string, Printing> = {},
  boards: readonly CubeBoard[] = [],
): PresentedDiff {
  const added = diff.added.map((c) => ({
    id: c.id,
    name: c.name,
    detail: boardDetail(c.board, boards, true),
  }));
  const removed = diff.removed.map((c) => ({
    id: c.id,
    name: c.name,
    detail: boardDetail(c.board, boards, false),
  }));
  const swaps: DiffLine[] = [];
  const moves: DiffLine[] = [];
  const edits: DiffLine[] = [];
  for (const change of diff.changed) {
    const keys = Object.keys(change.after);
    if (keys.includes('printingId')) {
      const detail = `${printingName(change.before.printingId, printings)} → ${printingName(change.after.printingId, printings)}`;
      swaps.push({ id: change.id, name: change.name, detail });
    }
    if (keys.includes('board')) {
      const from = boardLabel(change.before.board, boards);
      const to = boardLabel(change.after.board, boards);
      moves.push({ id: change.id, name: change.name, detail: `${from} → ${to}` });
    }
    const detail = editedDetail(change);
    if (detail) edits.push({ id: change.id, name: change.name, detail });
  }
  const sections: DiffSection[] = [
    { kind: 'added' as const, title: 'Added', lines: added },
    { kind: 'removed' as const, title: 'Removed', lines: removed },
    { kind: 'printings' as const, title: 'Printings swapped', lines: swaps },
    { kind: 'moved' as const, title: 'Moved between boards', lines: moves },
    { kind: 'edited' as const, title: 'Edited', lines: edits },
  ]
    .filter((s) => s.lines.length > 0)
    .map((s) => ({ ...s, lines: s.lines.sort(byName) }));
  const whitepaper = diff.whitepaper ?? null;
  return { sections, whitepaper, empty: sections.length === 0 && !whitepaper };
}
