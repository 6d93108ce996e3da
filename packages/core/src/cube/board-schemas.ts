import { z } from 'zod';
import { BOARD_MESSAGES, BOARD_NAME_MAX_LENGTH, type CubeBoard, EXTRA_BOARD_ID } from './boards';

// The boards' zod schemas (boards.ts has the rules and names without zod).

/** An extra board as stored and sent. */
export const cubeBoardSchema: z.ZodType<CubeBoard> = z.object({ id: z.string(), name: z.string() });

/** A board id as a client sends it; whether the cube has that board is checked by the save. */
export const boardIdSchema = z
  .string()
  .max(40)
  .refine((id) => id === 'main' || id === 'maybe' || EXTRA_BOARD_ID.test(id), BOARD_MESSAGES.unknown);

/** A board name as typed: trimmed, 1 to 40 characters. */
export const boardNameSchema = z
  .string()
  .trim()
  .min(1, BOARD_MESSAGES.nameEmpty)
  .max(BOARD_NAME_MAX_LENGTH, BOARD_MESSAGES.nameTooLong);
