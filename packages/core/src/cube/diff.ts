import { z } from 'zod';
import { CARD_FIELD_NAMES, cardFieldsSchema, cubeCardSchema } from './card-schemas';
import type { CardFields, CubeCard } from './types';

/** One entry whose editable fields changed: only the changed fields appear in before and after. */
export const cardChangeSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  name: z.string(),
  before: cardFieldsSchema.partial(),
  after: cardFieldsSchema.partial(),
});
export type CardChange = z.infer<typeof cardChangeSchema>;

/**
 * The change between two states of a cube: card entries added, removed and changed (printing swaps and
 * board moves are changes of `printingId` and `board`), and the white paper when it changed.
 * Stored with each version; invertible, so any version can be rebuilt from the current state.
 */
export const cubeDiffSchema = z.object({
  added: z.array(cubeCardSchema),
  removed: z.array(cubeCardSchema),
  changed: z.array(cardChangeSchema),
  whitepaper: z.object({ before: z.string(), after: z.string() }).optional(),
});
export type CubeDiff = z.infer<typeof cubeDiffSchema>;

/** The state a version describes. */
export interface CubeState {
  cards: CubeCard[];
  whitepaper: string;
}

export const EMPTY_DIFF: CubeDiff = { added: [], removed: [], changed: [] };

function sameValue(a: unknown, b: unknown): boolean {
  // Entries stored before the override fields existed lack them: missing means null (no override).
  if ((a ?? null) === null && (b ?? null) === null) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}

/** The fields that differ between two entries, as a before/after pair (empty objects when equal). */
export function diffFields(before: CardFields, after: CardFields): Pick<CardChange, 'before' | 'after'> {
  const b: Partial<CardFields> = {};
  const a: Partial<CardFields> = {};
  for (const key of CARD_FIELD_NAMES) {
    if (!sameValue(before[key], after[key])) {
      (b as Record<string, unknown>)[key] = before[key];
      (a as Record<string, unknown>)[key] = after[key];
    }
  }
  return { before: b, after: a };
}

/** The diff turning card list `before` into `after`, matching entries by id. */
export function diffCards(before: readonly CubeCard[], after: readonly CubeCard[]): CubeDiff {
  const old = new Map(before.map((c) => [c.id, c]));
  const next = new Set(after.map((c) => c.id));
  const diff: CubeDiff = { added: [], removed: [], changed: [] };
  for (const card of after) {
    const prev = old.get(card.id);
    if (!prev) {
      diff.added.push(card);
      continue;
    }
    const fields = diffFields(prev, card);
    if (Object.keys(fields.after).length > 0) {
      diff.changed.push({ id: card.id, cardId: card.cardId, name: card.name, ...fields });
    }
  }
  for (const card of before) if (!next.has(card.id)) diff.removed.push(card);
  return diff;
}

/** The diff between two full states (cards and white paper). */
export function diffStates(before: CubeState, after: CubeState): CubeDiff {
  const diff = diffCards(before.cards, after.cards);
  if (before.whitepaper !== after.whitepaper) {
    diff.whitepaper = { before: before.whitepaper, after: after.whitepaper };
  }
  return diff;
}
