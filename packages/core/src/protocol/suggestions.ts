import { z } from 'zod';
import { SUGGESTION_COLORS, SUGGESTION_TYPES } from './suggestion-filters';

// Suggestions for a cube (issue 18, ADR 0032):
//   GET /api/cubes/:id/suggestions?color=&type= -> SuggestionsResponse (canEdit)
// `status` is "computing" while the first computation runs in the background (poll again); "stale"
// when the cube or the public cubes changed enough since and a fresh computation is queued.

export { SUGGESTION_COLORS, SUGGESTION_TYPES } from './suggestion-filters';

export const suggestionsQuerySchema = z.strictObject({
  /** A colour (W U B R G), C for colourless or M for multicoloured. */
  color: z.enum(SUGGESTION_COLORS).optional(),
  /** A card type the type line holds. */
  type: z.enum(SUGGESTION_TYPES).optional(),
});
export type SuggestionsQuery = z.infer<typeof suggestionsQuerySchema>;

export const suggestedCardSchema = z.object({
  cardId: z.string(),
  name: z.string(),
  typeLine: z.string(),
  colors: z.array(z.string()),
  count: z.number().int(),
  share: z.number(),
  reason: z.string(),
});
export type SuggestedCard = z.infer<typeof suggestedCardSchema>;

export const suggestionsResponseSchema = z.object({
  status: z.enum(['ready', 'stale', 'computing']),
  /** How many similar public cubes the shares are taken over. */
  similarCubes: z.number().int(),
  /** Public cubes considered. */
  publicCubes: z.number().int(),
  note: z.string().nullable(),
  computedAt: z.string().nullable(),
  adds: z.array(suggestedCardSchema),
  cuts: z.array(suggestedCardSchema),
});
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;
