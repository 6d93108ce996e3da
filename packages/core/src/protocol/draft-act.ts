import { z } from 'zod';
import { draftCardSchema } from '../draft/card-schema';
import type { JsonDelta } from '../draft/json-delta';
import type { AnyViewDelta } from '../draft/modes/draft-engine';
import type { AnySeatView } from '../draft/modes/registry';
import type { BoosterWatchView } from '../draft/modes/spectator-view';
import type { DraftLifecycle } from './drafts';
import { seatViewDeltaSchema, seatViewSchema, turnSeatViewSchema } from './drafts';

/*
 * One message per direction, for every way to draft (ADR 0063). A seat acts with `{ seq, move }`: the
 * move in its mode's shape (a booster pick is `{ cardId }`, a Winston move `{ kind: 'take' }`, ...) and
 * `seq`, the number its view showed (`seen.seq`), which makes a resend of an act a no-op. It hears its
 * own view whole (`seen`), then as deltas, versioned like every draft message.
 *   socket: draft:act { draftId, seq, move } -> { ok, version, duplicate } once durable; draft:view pushes
 *   HTTP fallback: GET /api/drafts/:id/seat -> SeatStateResponse; POST /api/drafts/:id/act -> ActResponse
 */

export const draftActBodySchema = z.object({
  seq: z
    .number({ error: 'Send the seq your view showed' })
    .int('The seq is a whole number')
    .min(0, 'The seq is a whole number')
    .max(10_000, 'The seq is at most 10000'),
  move: z.unknown(),
});
export type DraftActBody = z.infer<typeof draftActBodySchema>;

/** A turn-based mode's view delta: structural, for any mode's table (core/draft/json-delta.ts). */
const jsonDeltaSchema: z.ZodType<JsonDelta> = z.lazy(() =>
  z.object({
    set: z.record(z.string(), z.unknown()).optional(),
    sub: z.record(z.string(), jsonDeltaSchema).optional(),
    drop: z.array(z.string()).optional(),
    push: z.array(z.unknown()).optional(),
  }),
);

const seqSchema = z.number().int().min(0);

/** A booster draft as a spectator sees it (core/draft/modes/spectator-view.ts; ADR 0073). */
const boosterWatchViewSchema = z.object({
  status: z.enum(['waiting', 'drafting', 'done']),
  packNumber: z.number().int(),
  rounds: z.number().int(),
  delay: z.number().int().nullable(),
  // A seat's public line of a player's pack view, with its picks counted and those the reveal shows.
  seats: z.array(
    seatViewSchema.shape.seats.element.extend({
      picks: z.number().int(),
      shown: z.array(draftCardSchema).nullable(),
      pack: z
        .object({
          packNumber: z.number().int(),
          pickNumber: z.number().int(),
          picksAgo: z.number().int(),
          cards: z.array(draftCardSchema),
        })
        .nullable(),
    }),
  ),
}) satisfies z.ZodType<BoosterWatchView>;

/** A seat's whole view of any mode, with the seq its next act carries. */
export const anySeatViewSchema = z.discriminatedUnion('stream', [
  z.object({ stream: z.literal('packs'), seq: seqSchema, view: seatViewSchema }),
  z.object({ stream: z.literal('table'), seq: seqSchema, view: turnSeatViewSchema }),
  z.object({ stream: z.literal('watch'), seq: seqSchema, view: boosterWatchViewSchema }),
]) satisfies z.ZodType<AnySeatView>;

/** What changed in a seat's view of any mode, with the seq its next act carries. */
export const anyViewDeltaSchema = z.discriminatedUnion('stream', [
  z.object({ stream: z.literal('packs'), seq: seqSchema, delta: seatViewDeltaSchema }),
  z.object({ stream: z.literal('table'), seq: seqSchema, delta: jsonDeltaSchema }),
  z.object({ stream: z.literal('watch'), seq: seqSchema, delta: jsonDeltaSchema }),
]) satisfies z.ZodType<AnyViewDelta>;

/** GET /api/drafts/:id/seat: the caller's seat's whole view, of any mode (null before the start). */
export interface SeatStateResponse {
  draftId: string;
  version: number;
  status: DraftLifecycle;
  seen: AnySeatView | null;
}

/** POST /api/drafts/:id/act: the seat's view after its act, and whether the act was a resend. */
export interface ActResponse extends SeatStateResponse {
  duplicate: boolean;
}
