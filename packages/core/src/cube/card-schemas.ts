import { z } from 'zod';
import { CARD_STATUSES, COLOR_CATEGORIES, ENTRY_RARITIES, FINISHES } from './card-enums';

// The cube's zod schemas, apart from its constants and types (types.ts), which pages import without
// evaluating these.

/** The fields of a card entry a curator edits in place (changing the card itself is remove + add). */
export const cardFieldsSchema = z.object({
  printingId: z.string().nullable(),
  board: z.string(),
  finish: z.enum(FINISHES),
  status: z.enum(CARD_STATUSES),
  tags: z.array(z.string()),
  notes: z.string(),
  colorCategory: z.enum(COLOR_CATEGORIES).nullable(),
  // Overrides of the card's facts for this entry (CubeCobra's imgUrl, cmc, type_line, rarity): null keeps
  // the card's own. Defaulted so entries stored before they existed (old version diffs) still read.
  imageUrl: z.string().nullable().default(null),
  manaValue: z.number().nullable().default(null),
  typeLine: z.string().nullable().default(null),
  rarity: z.enum(ENTRY_RARITIES).nullable().default(null),
});
export const CARD_FIELD_NAMES = Object.keys(cardFieldsSchema.shape) as (keyof z.infer<
  typeof cardFieldsSchema
>)[];

/**
 * One entry of a cube's card list. `id` identifies the entry (the same card may appear twice);
 * `cardId` is the card (oracle id, or `name:` + normalised name), `name` a snapshot for display.
 */
export const cubeCardSchema = cardFieldsSchema.extend({
  id: z.string(),
  cardId: z.string(),
  name: z.string(),
  addedAt: z.string(),
});

/** Summary numbers kept on the cube for lists and headers (spec section 3). */
export const cubeMetadataSchema = z.object({
  colors: z.array(z.enum(['W', 'U', 'B', 'R', 'G'])),
  averageCmc: z.number(),
  totalCards: z.number().int(),
  cardsByRarity: z.record(z.string(), z.number().int()),
  cardsByType: z.record(z.string(), z.number().int()),
});
