import type { CubeDraftsResponse } from '@cubewright/core/protocol';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { draftSeats, drafts } from '../../db/schema';
import type { WithClock, WithDatabase } from '../deps';
import { hostNameOf, summaryOf } from './summary';

/** How many past drafts a cube's page lists. */
export const CUBE_DRAFTS_LIMIT = 20;

/**
 * Running and complete drafts of a cube (lobbies are left out: they are invitations, not history),
 * newest first. The caller checks that the viewer may see the cube. Summaries are built without
 * folding each draft: seats show as seated accounts and bots.
 */
export async function cubeDrafts(ctx: WithDatabase & WithClock, cubeId: string): Promise<CubeDraftsResponse> {
  const { db } = ctx.database;
  const rows = await db
    .select()
    .from(drafts)
    .where(and(eq(drafts.cubeId, cubeId), inArray(drafts.status, ['running', 'complete'])))
    .orderBy(desc(drafts.createdAt))
    .limit(CUBE_DRAFTS_LIMIT);
  if (!rows.length) return { drafts: [] };
  const seats = await db
    .select()
    .from(draftSeats)
    .where(
      inArray(
        draftSeats.draftId,
        rows.map((r) => r.id),
      ),
    );
  return {
    drafts: rows.map((row) => {
      const own = seats.filter((s) => s.draftId === row.id).sort((a, b) => a.seat - b.seat);
      return summaryOf(row, own, row.initial, hostNameOf(row, own), ctx.clock.now());
    }),
  };
}
