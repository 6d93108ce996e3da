import { z } from 'zod';
import { COLORS } from '../cards/types';
import type { CustomCard } from '../custom-cards/types';
import { CUSTOM_CARD_VISIBILITIES, CUSTOM_RARITIES } from '../custom-cards/types';
import { validateCustomCard } from '../custom-cards/validate';
import { autocompleteQuerySchema } from './cards';

/*
 * The custom card HTTP API (server: packages/server/src/routes/custom-cards).
 *   GET    /api/custom-cards/mine        -> CustomCardListResponse (auth; the caller's cards, not deleted)
 *   GET    /api/custom-cards/:id         -> CustomCardResponse (public ones, or the owner's; else 404)
 *   POST   /api/custom-cards             -> 201 CustomCardResponse (auth; body CustomCardBody)
 *   PATCH  /api/custom-cards/:id         -> CustomCardResponse (owner only; body CustomCardPatch)
 *   DELETE /api/custom-cards/:id         -> 204 (owner only; cubes that use it keep a frozen copy)
 * In cubes a custom card's card id is `custom:<id>`; GET /api/cards/autocomplete?q=&cubeId= also lists
 * the caller's custom cards (and, with a cubeId, those of the cube's owner and editors) and public ones
 * of those people. Field problems answer 400 `code: 'validation'` with the first message and all of them
 * in details.
 */

const SHORT = 200;
const str = (max: number) => z.string().max(max * 2, 'Text is too long');
const nullableStr = (max: number) => str(max).nullable().default(null);

const faceShape = {
  name: str(SHORT),
  manaCost: str(100).default(''),
  colorIndicator: z
    .array(z.enum(COLORS as [string, ...string[]]))
    .max(5)
    .nullable()
    .default(null),
  supertypes: z.array(str(40)).max(8).default([]),
  types: z.array(str(40)).max(8).default([]),
  subtypes: z.array(str(40)).max(16).default([]),
  rulesText: str(2000).default(''),
  flavorText: str(600).default(''),
  power: nullableStr(10),
  toughness: nullableStr(10),
  loyalty: nullableStr(10),
  defense: nullableStr(10),
  artUrl: nullableStr(2000),
};

const faceSchema = z.object(faceShape);

/** Every field of a custom card; field rules (lengths, symbols, P/T only on creatures...) run in superRefine. */
export const customCardFieldsSchema = z
  .object({
    ...faceShape,
    rarity: z.enum(CUSTOM_RARITIES as [string, ...string[]]).default('common'),
    artist: str(100).default(''),
    back: faceSchema.nullable().default(null),
  })
  .superRefine((value, ctx) => {
    const r = validateCustomCard(value as never);
    if (r.ok) return;
    for (const e of r.errors) ctx.addIssue({ code: 'custom', message: e.message, path: e.field.split('.') });
  });

const visibilitySchema = z.enum(CUSTOM_CARD_VISIBILITIES as [string, ...string[]], {
  error: 'Visibility must be public or private',
});

export const customCardBodySchema = z.object({
  visibility: visibilitySchema.default('private'),
  fields: customCardFieldsSchema,
});
export type CustomCardBody = z.infer<typeof customCardBodySchema>;

export const customCardPatchSchema = z.object({
  visibility: visibilitySchema.optional(),
  fields: customCardFieldsSchema.optional(),
});
export type CustomCardPatch = z.infer<typeof customCardPatchSchema>;

export const customCardIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** The card autocomplete query, with the cube whose owner's and editors' custom cards to include. */
export const cardAutocompleteQuerySchema = autocompleteQuerySchema.extend({
  cubeId: z.string().min(1).max(64).optional(),
});

export interface CustomCardResponse {
  customCard: CustomCard;
}
export interface CustomCardListResponse {
  customCards: CustomCard[];
}
