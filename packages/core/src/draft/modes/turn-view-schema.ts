import { z } from 'zod';
import { draftCardSchema } from '../card-schema';
import type { TurnSeatView } from './turn-view';

/** A turn-based mode's seat view on the wire: the common part, `mode` as the literal id, the mode's table. */
export function turnSeatViewSchema<Id extends string, T>(
  id: Id,
  table: z.ZodType<T>,
): z.ZodType<TurnSeatView<Id, T>> {
  return z.object({
    mode: z.literal(id),
    seat: z.number().int().nullable(),
    status: z.enum(['waiting', 'drafting', 'done']),
    turn: z.number().int().nullable(),
    moveNumber: z.number().int(),
    mayMove: z.boolean(),
    deadline: z.number().nullable(),
    pool: z.array(draftCardSchema),
    seats: z.array(
      z.object({
        name: z.string(),
        kind: z.enum(['human', 'bot']),
        present: z.boolean(),
        poolSize: z.number().int(),
        pool: z.array(draftCardSchema).nullable(),
      }),
    ),
    table,
  });
}
