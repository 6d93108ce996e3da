import { z } from 'zod';
import type { DraftCard } from './types';

/** A draft card (types.ts DraftCard) as views carry it on the wire. */
export const draftCardSchema = z.object({
  id: z.string(),
  cardId: z.string(),
  tags: z.array(z.string()).optional(),
  imageUrl: z.string().optional(),
}) satisfies z.ZodType<DraftCard>;
