import { z } from 'zod';

/*
 * Moves of the turn-based draft modes (core/draft/modes). A move is sent with the move number the
 * client's view showed, so a resend is recognised: { moveNumber, move }. The move's shape depends on
 * the draft's mode, known only once the draft is loaded, so the edge parses the envelope with
 * turnMoveBodySchema and the move with the mode's own schema (its defineMode `moveSchema`).
 */

export const turnMoveBodySchema = z.object({
  moveNumber: z
    .number({ error: 'Send the move number' })
    .int('The move number is a whole number')
    .min(0, 'The move number is a whole number')
    .max(10_000, 'The move number is at most 10000'),
  move: z.unknown(),
});
export type TurnMoveBody = z.infer<typeof turnMoveBodySchema>;
