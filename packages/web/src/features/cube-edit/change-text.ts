import { type Board, boardName, type CardStatus, type CubeBoard, type Finish } from '@cubewright/core/cube';
import type { ChangeKind, EditableFields, StagedChange } from './staging';

// Words for the pending-diff panel and the entry editor.

const BOARD_LABELS: Record<string, string> = { main: 'main board', maybe: 'maybeboard' };

/** "the main board", "the maybeboard", or a named board's name in quotes. */
export function boardWords(board: Board, boards: readonly CubeBoard[]): string {
  const fixed = BOARD_LABELS[board];
  return fixed ? `the ${fixed}` : `“${boardName(board, boards)}”`;
}
export const FINISH_LABELS: Record<Finish, string> = { nonfoil: 'Non-foil', foil: 'Foil', etched: 'Etched' };
export const STATUS_LABELS: Record<CardStatus, string> = {
  owned: 'Owned',
  not_owned: 'Not owned',
  ordered: 'Ordered',
  proxied: 'Proxied',
  borrowed: 'Borrowed',
};

export const KIND_LABELS: Record<ChangeKind, string> = {
  add: 'Added',
  remove: 'Removed',
  move: 'Moved',
  printing: 'Printing changed',
  edit: 'Edited',
};

function describeFields(fields: Partial<EditableFields>): string {
  const parts: string[] = [];
  if (fields.finish) parts.push(`finish ${FINISH_LABELS[fields.finish]}`);
  if (fields.status) parts.push(`status ${STATUS_LABELS[fields.status]}`);
  if (fields.tags) parts.push(fields.tags.length ? `tags ${fields.tags.join(', ')}` : 'tags cleared');
  if (fields.notes !== undefined) parts.push(fields.notes ? 'notes changed' : 'notes cleared');
  const set = (label: string, value: unknown) =>
    parts.push(value === null ? `${label} cleared` : `${label} ${value}`);
  if (fields.manaValue !== undefined) set('mana value', fields.manaValue);
  if (fields.typeLine !== undefined) set('type line', fields.typeLine);
  if (fields.rarity !== undefined) set('rarity', fields.rarity);
  if (fields.imageUrl !== undefined) parts.push(fields.imageUrl === null ? 'image cleared' : 'image set');
  return parts.join('; ');
}

/** One line describing a staged change. */
export function describeChange(c: StagedChange, boards: readonly CubeBoard[] = []): string {
  switch (c.kind) {
    case 'add':
      return c.board === 'main' ? `Add ${c.name}` : `Add ${c.name} to ${boardWords(c.board, boards)}`;
    case 'remove':
      return `Remove ${c.name}`;
    case 'move':
      return `Move ${c.name} to ${boardWords(c.board, boards)}`;
    case 'printing':
      return `Change the printing of ${c.name} to ${c.label}`;
    case 'edit':
      return `Edit ${c.name}: ${describeFields(c.fields)}`;
  }
}

/** How many staged changes there are of each kind. */
export function countByKind(changes: readonly StagedChange[]): Record<ChangeKind, number> {
  const counts: Record<ChangeKind, number> = { add: 0, remove: 0, move: 0, printing: 0, edit: 0 };
  for (const c of changes) counts[c.kind]++;
  return counts;
}

/** A default version summary from the counts ("Added 3, removed 1"). */
export function defaultSummary(changes: readonly StagedChange[]): string {
  const counts = countByKind(changes);
  const words: [ChangeKind, string][] = [
    ['add', 'added'],
    ['remove', 'removed'],
    ['move', 'moved'],
    ['printing', 'printings changed'],
    ['edit', 'edited'],
  ];
  const parts = words.filter(([k]) => counts[k] > 0).map(([k, w]) => `${w} ${counts[k]}`);
  const text = parts.join(', ');
  return text ? text[0]!.toUpperCase() + text.slice(1) : '';
}

/** Splits a tag input ("aggro, removal") into distinct trimmed tags. */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}
