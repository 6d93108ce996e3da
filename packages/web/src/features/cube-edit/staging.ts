import {
  type Board,
  type CardFields,
  type CardOp,
  type CubeCard,
  DEFAULT_CARD_FIELDS,
} from '@cubewright/core/cube';

// The editor stages every change locally and sends them in one save. This module holds the staged
// changes, their undo, the list as it will look after the save, and the API operations. Pure.

/** The fields edited in the entry dialog (board and printing have their own changes). */
export type EditableFields = Pick<
  CardFields,
  'finish' | 'status' | 'tags' | 'notes' | 'imageUrl' | 'manaValue' | 'typeLine' | 'rarity'
>;
const EDITABLE_FIELDS = [
  'finish',
  'status',
  'tags',
  'notes',
  'imageUrl',
  'manaValue',
  'typeLine',
  'rarity',
] as const;

export interface NewCardRef {
  cardId: string;
  name: string;
}

interface Base {
  /** Undo handle and React key, unique within one staging. */
  seq: number;
  /** A cube entry id, or `new:<seq>` for a card added in this batch. */
  entryId: string;
  name: string;
}
export type StagedChange =
  | (Base & { kind: 'add'; cardId: string; board: Board })
  | (Base & { kind: 'remove' })
  | (Base & { kind: 'move'; board: Board })
  | (Base & { kind: 'printing'; printingId: string | null; label: string })
  | (Base & { kind: 'edit'; fields: Partial<EditableFields> });
export type ChangeKind = StagedChange['kind'];

export interface Staging {
  changes: StagedChange[];
  nextSeq: number;
}
export const EMPTY_STAGING: Staging = { changes: [], nextSeq: 1 };

/** An entry of the list as it will be after the save. */
export interface StagedEntry extends CubeCard {
  isNew: boolean;
  /** Kinds of staged change touching this entry (besides add). */
  touched: ChangeKind[];
}

const isNewEntry = (entryId: string) => entryId.startsWith('new:');

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The entry's fields before any staged change: from the cube, or a fresh add's defaults. */
function original(base: readonly CubeCard[], s: Staging, entryId: string): CardFields | null {
  if (isNewEntry(entryId)) {
    const add = s.changes.find((c) => c.kind === 'add' && c.entryId === entryId);
    if (add?.kind !== 'add') return null;
    return { ...DEFAULT_CARD_FIELDS, board: add.board };
  }
  return base.find((c) => c.id === entryId) ?? null;
}

/** Stages new cards (one change per card, so each can be undone). */
export function stageAdd(s: Staging, cards: readonly NewCardRef[], board: Board = 'main'): Staging {
  let seq = s.nextSeq;
  const added: StagedChange[] = cards.map((card) => {
    const n = seq++;
    return { seq: n, kind: 'add', entryId: `new:${n}`, name: card.name, cardId: card.cardId, board };
  });
  return { changes: [...s.changes, ...added], nextSeq: seq };
}

/** Stages a removal; removing a card added in this batch just drops its add. */
export function stageRemove(s: Staging, entryId: string, name: string): Staging {
  const others = s.changes.filter((c) => c.entryId !== entryId);
  if (isNewEntry(entryId)) return { ...s, changes: others };
  return {
    changes: [...others, { seq: s.nextSeq, kind: 'remove', entryId, name }],
    nextSeq: s.nextSeq + 1,
  };
}

/** Replaces the entry's change of one kind (or drops it when the value is back to the original). */
function replaceChange(s: Staging, change: StagedChange | null, entryId: string, kind: ChangeKind): Staging {
  const at = s.changes.findIndex((c) => c.entryId === entryId && c.kind === kind);
  const changes = s.changes.filter((_, i) => i !== at);
  if (!change) return { ...s, changes };
  if (at >= 0) changes.splice(at, 0, change);
  else changes.push(change);
  return { changes, nextSeq: s.nextSeq + 1 };
}

/** Stages a move between the main board and the maybeboard. */
export function stageMove(
  s: Staging,
  base: readonly CubeCard[],
  entryId: string,
  name: string,
  board: Board,
): Staging {
  const from = original(base, s, entryId);
  if (!from) return s;
  const change: StagedChange | null =
    from.board === board ? null : { seq: s.nextSeq, kind: 'move', entryId, name, board };
  return replaceChange(s, change, entryId, 'move');
}

/** Stages a printing change; `label` describes the printing for the pending diff ("M10 #146"). */
export function stagePrinting(
  s: Staging,
  base: readonly CubeCard[],
  entryId: string,
  name: string,
  printingId: string | null,
  label: string,
): Staging {
  const from = original(base, s, entryId);
  if (!from) return s;
  const change: StagedChange | null =
    from.printingId === printingId
      ? null
      : { seq: s.nextSeq, kind: 'printing', entryId, name, printingId, label };
  return replaceChange(s, change, entryId, 'printing');
}

/** Stages field edits, merged with earlier edits of the entry; fields back at their original drop out. */
export function stageEdit(
  s: Staging,
  base: readonly CubeCard[],
  entryId: string,
  name: string,
  fields: Partial<EditableFields>,
): Staging {
  const from = original(base, s, entryId);
  if (!from) return s;
  const earlier = s.changes.find((c) => c.entryId === entryId && c.kind === 'edit');
  const merged: Partial<EditableFields> = { ...(earlier?.kind === 'edit' ? earlier.fields : {}), ...fields };
  for (const key of EDITABLE_FIELDS) {
    if (key in merged && sameValue(merged[key], from[key])) delete merged[key];
  }
  const change: StagedChange | null =
    Object.keys(merged).length === 0 ? null : { seq: s.nextSeq, kind: 'edit', entryId, name, fields: merged };
  return replaceChange(s, change, entryId, 'edit');
}

/** Undoes one change; undoing an add also drops the changes made to that new card. */
export function undoChange(s: Staging, seq: number): Staging {
  const change = s.changes.find((c) => c.seq === seq);
  if (!change) return s;
  const changes =
    change.kind === 'add'
      ? s.changes.filter((c) => c.entryId !== change.entryId)
      : s.changes.filter((c) => c.seq !== seq);
  return { ...s, changes };
}

// Entries no change touches keep the same object from one render to the next, so memoised rows of a
// long list re-render only where something changed. Both caches only ever hold unmodified wrappers.
const baseWrappers = new WeakMap<CubeCard, StagedEntry>();
const addWrappers = new WeakMap<StagedChange, StagedEntry>();

function wrapBase(c: CubeCard): StagedEntry {
  let w = baseWrappers.get(c);
  if (!w) {
    w = { ...c, isNew: false, touched: [] };
    baseWrappers.set(c, w);
  }
  return w;
}

function wrapAdd(change: Extract<StagedChange, { kind: 'add' }>, now: string): StagedEntry {
  let w = addWrappers.get(change);
  if (!w) {
    w = {
      id: change.entryId,
      cardId: change.cardId,
      name: change.name,
      addedAt: now,
      ...DEFAULT_CARD_FIELDS,
      board: change.board,
      isNew: true,
      touched: [],
    };
    addWrappers.set(change, w);
  }
  return w;
}

function applyFields(entry: StagedEntry, change: StagedChange): void {
  if (change.kind === 'move') entry.board = change.board;
  else if (change.kind === 'printing') entry.printingId = change.printingId;
  else if (change.kind === 'edit') Object.assign(entry, change.fields);
  if (change.kind !== 'add' && !entry.touched.includes(change.kind)) entry.touched.push(change.kind);
}

/** The card list as it will be after the save (removed entries left out, added ones at the end). */
export function stagedList(base: readonly CubeCard[], s: Staging, now = ''): StagedEntry[] {
  const byId = new Map<string, StagedEntry>();
  for (const c of base) byId.set(c.id, wrapBase(c));
  const copied = new Set<string>();
  for (const change of s.changes) {
    if (change.kind === 'add') {
      byId.set(change.entryId, wrapAdd(change, now));
      continue;
    }
    if (change.kind === 'remove') {
      byId.delete(change.entryId);
      continue;
    }
    const entry = byId.get(change.entryId);
    if (!entry) continue;
    // Copy before the first change so the cached wrapper stays as it was.
    const target = copied.has(change.entryId)
      ? entry
      : { ...entry, tags: [...entry.tags], touched: [...entry.touched] };
    copied.add(change.entryId);
    byId.set(change.entryId, target);
    applyFields(target, change);
  }
  return [...byId.values()];
}

/** The API operations of the staged changes; changes to new cards fold into their add. */
export function toCardOps(s: Staging): CardOp[] {
  const ops: CardOp[] = [];
  const adds = new Map<string, Extract<CardOp, { type: 'add' }>>();
  for (const c of s.changes) {
    const add = adds.get(c.entryId);
    switch (c.kind) {
      case 'add': {
        const op: Extract<CardOp, { type: 'add' }> = {
          type: 'add',
          card: { name: c.name, cardId: c.cardId, board: c.board },
        };
        adds.set(c.entryId, op);
        ops.push(op);
        break;
      }
      case 'remove':
        if (!add) ops.push({ type: 'remove', id: c.entryId });
        break;
      case 'move':
        if (add) add.card.board = c.board;
        else ops.push({ type: 'move', id: c.entryId, board: c.board });
        break;
      case 'printing':
        if (add) add.card.printingId = c.printingId;
        else ops.push({ type: 'setPrinting', id: c.entryId, printingId: c.printingId });
        break;
      case 'edit':
        if (add) Object.assign(add.card, c.fields);
        else ops.push({ type: 'update', id: c.entryId, fields: { ...c.fields } });
        break;
    }
  }
  return ops;
}

/**
 * After a stale save: keeps the changes that still fit the reloaded list and do not touch a conflicting
 * entry; returns the kept staging and the dropped changes (to show the curator).
 */
export function keepApplicable(
  s: Staging,
  reloaded: readonly CubeCard[],
  conflictIds: ReadonlySet<string>,
): { staging: Staging; dropped: StagedChange[] } {
  const present = new Set(reloaded.map((c) => c.id));
  const dropped: StagedChange[] = [];
  const changes = s.changes.filter((c) => {
    const ok = isNewEntry(c.entryId) || (present.has(c.entryId) && !conflictIds.has(c.entryId));
    if (!ok) dropped.push(c);
    return ok;
  });
  return { staging: { ...s, changes }, dropped };
}
