import { z } from 'zod';
import type { TurnModeId } from '../draft/modes/registry';

/*
 * Moves of the turn-based draft modes (core/draft/modes). A move is sent with the move number the
 * client's view showed, so a resend is recognised: { moveNumber, move }. The move's shape depends on
 * the draft's mode, known only once the draft is loaded, so the edge parses the envelope with
 * turnMoveBodySchema and the move with turnMoveSchemas[mode].
 */

const cardId = z.string({ error: 'Name a card' }).min(1, 'Name a card').max(100);
const pile = z
  .number({ error: 'Name a pile' })
  .int('Name a pile')
  .min(0, 'Name a pile')
  .max(9, 'Name a pile');

export const turnMoveSchemas = {
  winston: z.strictObject({ take: z.boolean({ error: 'Say whether you take the pile' }), pile }),
  grid: z.strictObject({
    line: z.enum(['row', 'column'], { error: 'Choose a row or a column' }),
    index: z
      .number()
      .int()
      .min(0, 'Rows and columns are numbered 0 to 2')
      .max(2, 'Rows and columns are numbered 0 to 2'),
  }),
  rochester: z.strictObject({ cardId }),
  rotisserie: z.strictObject({ cardId }),
  winchester: z.strictObject({ pile }),
  solomon: z.union(
    [
      z.strictObject({ split: z.array(cardId).max(8, 'A pile holds at most 8 cards') }),
      z.strictObject({ choose: z.union([z.literal(0), z.literal(1)]) }),
    ],
    { error: 'Split the pack (name the cards of the first pile) or choose pile 0 or 1' },
  ),
  housman: z.strictObject({ give: cardId, take: cardId }),
  minesweeper: z.strictObject({
    cell: z.number({ error: 'Name a cell' }).int('Name a cell').min(0, 'Name a cell').max(399, 'Name a cell'),
  }),
  'team-sealed': z.union(
    [
      z.strictObject({ claim: cardId }),
      z.strictObject({ return: cardId }),
      z.strictObject({ done: z.literal(true) }),
    ],
    { error: 'Claim a card ({ claim }), return one ({ return }) or mark yourself done ({ done: true })' },
  ),
} satisfies Record<TurnModeId, z.ZodType>;

export const turnMoveBodySchema = z.object({
  moveNumber: z
    .number({ error: 'Send the move number' })
    .int('The move number is a whole number')
    .min(0, 'The move number is a whole number')
    .max(10_000, 'The move number is at most 10000'),
  move: z.unknown(),
});
export type TurnMoveBody = z.infer<typeof turnMoveBodySchema>;
