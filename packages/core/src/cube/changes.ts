import { z } from 'zod';
import { boardIdSchema } from './board-schemas';
import type { CubeDiff } from './diff';
import { imageUrlSchema } from './image-url-schema';
import {
  CARD_NOTES_MAX_LENGTH,
  CARD_TAGS_MAX,
  CHANGE_BATCH_MAX_OPS,
  ENTRY_IMAGE_URL_MAX_LENGTH,
  ENTRY_MANA_VALUE_MAX,
  ENTRY_TYPE_LINE_MAX_LENGTH,
  LIMIT_MESSAGES,
  TAG_MAX_LENGTH,
} from './limits';
import {
  CARD_STATUSES,
  type CardFields,
  COLOR_CATEGORIES,
  type CubeCard,
  DEFAULT_CARD_FIELDS,
  ENTRY_RARITIES,
  FINISHES,
} from './types';

/** A tag as typed by a curator: trimmed, non-empty, bounded. */
export const tagSchema = z
  .string()
  .trim()
  .min(1, LIMIT_MESSAGES.tagEmpty)
  .max(TAG_MAX_LENGTH, LIMIT_MESSAGES.tagTooLong);

/** An entry's image override: the rule of every image URL (image-url.ts), bounded. */
export const entryImageUrlSchema = imageUrlSchema('The image URL', ENTRY_IMAGE_URL_MAX_LENGTH);

/** An entry's mana-value override. */
export const entryManaValueSchema = z
  .number({ error: LIMIT_MESSAGES.manaValueInvalid })
  .min(0, LIMIT_MESSAGES.manaValueInvalid)
  .max(ENTRY_MANA_VALUE_MAX, LIMIT_MESSAGES.manaValueInvalid)
  .refine((v) => Number.isInteger(v * 2), LIMIT_MESSAGES.manaValueInvalid);

/** An entry's type-line override ("Creature — Elf Druid"); empty is no override. */
export const entryTypeLineSchema = z
  .string()
  .trim()
  .min(1, 'The type line cannot be empty (send null to clear it)')
  .max(ENTRY_TYPE_LINE_MAX_LENGTH, LIMIT_MESSAGES.typeLineTooLong);

/** An entry's rarity override. */
export const entryRaritySchema = z.enum(ENTRY_RARITIES, {
  error: `The rarity must be one of ${ENTRY_RARITIES.join(', ')}`,
});

const OVERRIDE_SCHEMAS = {
  imageUrl: entryImageUrlSchema,
  manaValue: entryManaValueSchema,
  typeLine: entryTypeLineSchema,
  rarity: entryRaritySchema,
};
type OverrideKey = keyof typeof OVERRIDE_SCHEMAS;

/** One override value checked as the save checks it (for forms and imports, which report instead of failing). */
export function parseOverride<K extends OverrideKey>(
  key: K,
  value: unknown,
): { ok: true; value: z.output<(typeof OVERRIDE_SCHEMAS)[K]> } | { ok: false; message: string } {
  const parsed = OVERRIDE_SCHEMAS[key].safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data as z.output<(typeof OVERRIDE_SCHEMAS)[K]> };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid value' };
}

/** Editable card fields as sent by a client, every one optional, with the limits applied. */
export const cardFieldsInputSchema = z
  .object({
    printingId: z.string().min(1).max(100).nullable(),
    board: boardIdSchema,
    finish: z.enum(FINISHES),
    status: z.enum(CARD_STATUSES),
    tags: z.array(tagSchema).max(CARD_TAGS_MAX, LIMIT_MESSAGES.cardTagsTooMany),
    notes: z.string().max(CARD_NOTES_MAX_LENGTH, LIMIT_MESSAGES.notesTooLong),
    colorCategory: z.enum(COLOR_CATEGORIES).nullable(),
    imageUrl: entryImageUrlSchema.nullable(),
    manaValue: entryManaValueSchema.nullable(),
    typeLine: entryTypeLineSchema.nullable(),
    rarity: entryRaritySchema.nullable(),
  })
  .partial()
  .strict();
export type CardFieldsInput = z.infer<typeof cardFieldsInputSchema>;

/** A card to add: the card by name (resolved by the server) or by id, plus optional fields. */
export const newCardSchema = cardFieldsInputSchema.extend({
  name: z.string().trim().min(1, 'Card name is required').max(200),
  cardId: z.string().min(1).max(200).optional(),
});
export type NewCard = z.infer<typeof newCardSchema>;

const entryId = z.string().min(1).max(100);

/** One operation of a saved batch; moves and printing swaps are shorthands for an update. */
export const cardOpSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('add'), card: newCardSchema }),
  z.object({ type: z.literal('remove'), id: entryId }),
  z.object({ type: z.literal('update'), id: entryId, fields: cardFieldsInputSchema }),
  z.object({ type: z.literal('move'), id: entryId, board: boardIdSchema }),
  z.object({
    type: z.literal('setPrinting'),
    id: entryId,
    printingId: z.string().min(1).max(100).nullable(),
  }),
]);
export type CardOp = z.infer<typeof cardOpSchema>;

export const cardOpsSchema = z
  .array(cardOpSchema)
  .min(1, 'There are no changes to save')
  .max(CHANGE_BATCH_MAX_OPS, LIMIT_MESSAGES.batchTooLarge);

/** Raised when an operation does not fit the card list (e.g. it names an entry that is not there). */
export class CubeChangeError extends Error {}

/** The field changes an operation makes (empty for add and remove). */
export function opFields(op: CardOp): Partial<CardFields> {
  switch (op.type) {
    case 'update':
      return op.fields;
    case 'move':
      return { board: op.board };
    case 'setPrinting':
      return { printingId: op.printingId };
    default:
      return {};
  }
}

const uniqueTags = (tags: string[]) => [...new Set(tags)];

/** A new entry from an add operation whose card has been resolved to `cardId` and `name`. */
export function newEntry(card: NewCard & { cardId: string }, id: string, addedAt: string): CubeCard {
  const { cardId, name, ...fields } = card;
  const entry: CubeCard = { ...DEFAULT_CARD_FIELDS, ...fields, id, cardId, name, addedAt };
  entry.tags = uniqueTags(entry.tags);
  return entry;
}

/**
 * Applies a batch in order to a card list and returns the new list (the input is not changed).
 * Add operations must already carry a resolved `cardId`.
 */
export function applyCardOps(
  cards: readonly CubeCard[],
  ops: readonly CardOp[],
  opts: { newId: () => string; now: string },
): CubeCard[] {
  const byId = new Map(cards.map((c) => [c.id, c]));
  for (const op of ops) {
    if (op.type === 'add') {
      if (!op.card.cardId) throw new CubeChangeError(`${op.card.name} has not been resolved to a card`);
      const entry = newEntry({ ...op.card, cardId: op.card.cardId }, opts.newId(), opts.now);
      byId.set(entry.id, entry);
      continue;
    }
    const current = byId.get(op.id);
    if (!current) throw new CubeChangeError(`Card entry ${op.id} is not in this cube`);
    if (op.type === 'remove') {
      byId.delete(op.id);
      continue;
    }
    const fields = opFields(op);
    const next = { ...current, ...fields };
    if (fields.tags) next.tags = uniqueTags(fields.tags);
    byId.set(op.id, next);
  }
  return [...byId.values()];
}

/** An operation that cannot be merged with what others saved in the meantime. */
export interface ChangeConflict {
  id: string;
  name: string;
  reason: string;
}

interface Touched {
  name: string;
  removed: boolean;
  fields: Map<string, unknown>;
}

/** What the concurrent diffs (oldest first) did to each existing entry. */
function touchedEntries(concurrent: readonly CubeDiff[]): Map<string, Touched> {
  const touched = new Map<string, Touched>();
  const get = (id: string, name: string) => {
    const existing = touched.get(id);
    if (existing) return existing;
    const created: Touched = { name, removed: false, fields: new Map() };
    touched.set(id, created);
    return created;
  };
  for (const diff of concurrent) {
    for (const card of diff.removed) get(card.id, card.name).removed = true;
    for (const change of diff.changed) {
      const t = get(change.id, change.name);
      for (const [key, value] of Object.entries(change.after)) t.fields.set(key, value);
    }
    // An entry brought back (by a revert) counts as changed in every field.
    for (const card of diff.added) {
      const t = touched.get(card.id);
      if (!t) continue;
      t.removed = false;
      for (const [key, value] of Object.entries(card)) t.fields.set(key, value);
    }
  }
  return touched;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Rebases a batch made against an older version onto the changes saved since (`concurrent`, oldest
 * first). Changes to different entries, or to different fields of one entry, merge; removing an entry
 * someone else already removed is dropped; anything else touching what others changed is a conflict.
 */
export function rebaseOps(
  ops: readonly CardOp[],
  concurrent: readonly CubeDiff[],
): { ops: CardOp[]; conflicts: ChangeConflict[] } {
  const touched = touchedEntries(concurrent);
  const merged: CardOp[] = [];
  const conflicts: ChangeConflict[] = [];
  for (const op of ops) {
    const t = op.type === 'add' ? undefined : touched.get(op.id);
    if (op.type === 'add' || !t) {
      merged.push(op);
      continue;
    }
    if (op.type === 'remove') {
      if (t.removed) continue;
      conflicts.push({ id: op.id, name: t.name, reason: `${t.name} was changed by someone else` });
      continue;
    }
    if (t.removed) {
      conflicts.push({ id: op.id, name: t.name, reason: `${t.name} was removed by someone else` });
      continue;
    }
    const clashing = Object.entries(opFields(op))
      .filter(([key, value]) => t.fields.has(key) && !sameJson(t.fields.get(key), value))
      .map(([key]) => key);
    if (clashing.length > 0) {
      conflicts.push({
        id: op.id,
        name: t.name,
        reason: `${t.name}: ${clashing.join(', ')} changed by someone else`,
      });
      continue;
    }
    merged.push(op);
  }
  return { ops: merged, conflicts };
}
