import type { Actor, CubeAction } from '@cubewright/core/cube';
import { RECORDS_MESSAGES } from '@cubewright/core/protocol';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { recordEvents } from '../../db/schema';
import { notFound } from '../../http/errors';
import { cubeFor } from '../cubes/access';
import type { EventRow } from './event-view';

/**
 * The cube (checked with the core policy for `action`) and one of its events. With `lock` the event row
 * stays locked to the end of the transaction, which serialises pairing and edits of one event.
 */
export async function eventFor(
  db: Db,
  cubeId: string,
  eventId: string,
  actor: Actor | null,
  action: CubeAction,
  opts: { lock?: boolean } = {},
) {
  const cube = await cubeFor(db, cubeId, actor, action);
  const query = db
    .select()
    .from(recordEvents)
    .where(and(eq(recordEvents.id, eventId), eq(recordEvents.cubeId, cube.id)));
  const [event] = opts.lock ? await query.for('update') : await query;
  if (!event) throw notFound(RECORDS_MESSAGES.eventNotFound);
  return { cube, event: event as EventRow };
}

/**
 * After a change to one of the cube's events: bumps the event's metrics version, so the card metrics
 * fold it again on their next read (services/card-metrics), and tells everyone watching the cube (and so
 * its events) that a record changed. Never throws: a failed bump leaves the metrics of that event as
 * they were until its next change.
 */
export async function publishRecords(
  ctx: AppContext,
  cubeId: string,
  by: { id: string; username: string },
  eventId: string,
) {
  await ctx.database.db
    .update(recordEvents)
    .set({ metricsVersion: sql`${recordEvents.metricsVersion} + 1` })
    .where(eq(recordEvents.id, eventId))
    .catch((e) => ctx.log.warn({ err: e, eventId }, 'card metrics: event version not bumped'));
  return ctx.events.publish('cube:changed', { cubeId, kind: 'records', by });
}
