import { dateOf } from '@cubewright/core/clock';
import {
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_PER_USER,
  ACTIVITY_STATS_DAYS,
  type ActivityEvent,
  summarizeActivity,
} from '@cubewright/core/cube';
import type { ActivityEntry, ActivityStatsResponse } from '@cubewright/core/protocol';
import { and, count, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cubeActivity, cubes } from '../../db/schema';
import type { WithClock, WithDatabase, WithLog } from '../deps';
import { newId } from './ids';

type ActivityRow = typeof cubeActivity.$inferSelect;

/** The user an entry is attributed to. */
export interface ActivityActor {
  id: string;
  username: string;
}

/**
 * Records activity entries after the main action has committed. A failure is logged and swallowed:
 * side effects must not fail the action (spec section 8).
 */
export async function recordActivity(
  ctx: WithDatabase & WithLog & WithClock,
  cubeId: string,
  actor: ActivityActor,
  events: readonly ActivityEvent[],
): Promise<void> {
  if (events.length === 0) return;
  try {
    const now = dateOf(ctx.clock);
    await ctx.database.db.insert(cubeActivity).values(
      events.map((e) => ({
        id: newId(),
        cubeId,
        userId: actor.id,
        username: actor.username,
        action: e.action,
        details: e.details as Record<string, unknown>,
        summary: summarizeActivity(e, actor.username),
        timestamp: now,
        createdAt: now,
      })),
    );
  } catch (err) {
    ctx.log.error({ err, cubeId, actions: events.map((e) => e.action) }, 'recording cube activity failed');
  }
}

function toEntry(row: ActivityRow, cubeName?: string): ActivityEntry {
  return {
    id: row.id,
    cubeId: row.cubeId,
    ...(cubeName === undefined ? {} : { cubeName }),
    userId: row.userId,
    username: row.username,
    action: row.action,
    details: row.details,
    summary: row.summary,
    timestamp: row.timestamp.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Latest entries of a cube, newest first: 50 by default, 20 when filtered to one user (spec section 9). */
export async function listActivity(
  db: Db,
  cubeId: string,
  opts: { userId?: string; limit?: number },
): Promise<ActivityEntry[]> {
  const limit = opts.limit ?? (opts.userId ? ACTIVITY_PER_USER : ACTIVITY_PAGE_SIZE);
  const where = opts.userId
    ? and(eq(cubeActivity.cubeId, cubeId), eq(cubeActivity.userId, opts.userId))
    : eq(cubeActivity.cubeId, cubeId);
  const rows = await db
    .select()
    .from(cubeActivity)
    .where(where)
    .orderBy(desc(cubeActivity.timestamp), desc(cubeActivity.seq))
    .limit(limit);
  return rows.map((r) => toEntry(r));
}

/** Latest entries across several cubes (the dashboard's recent activity), with cube names. */
export async function recentActivity(db: Db, cubeIds: string[], limit: number): Promise<ActivityEntry[]> {
  if (cubeIds.length === 0) return [];
  const rows = await db
    .select({ entry: cubeActivity, cubeName: cubes.name })
    .from(cubeActivity)
    .innerJoin(cubes, eq(cubes.id, cubeActivity.cubeId))
    .where(inArray(cubeActivity.cubeId, cubeIds))
    .orderBy(desc(cubeActivity.timestamp), desc(cubeActivity.seq))
    .limit(limit);
  return rows.map((r) => toEntry(r.entry, r.cubeName));
}

/** Counts by action type and by user over the last 30 days. */
export async function activityStats(db: Db, cubeId: string, now: Date): Promise<ActivityStatsResponse> {
  const since = new Date(now.getTime() - ACTIVITY_STATS_DAYS * 24 * 60 * 60 * 1000);
  const where = and(eq(cubeActivity.cubeId, cubeId), gte(cubeActivity.timestamp, since));
  const byAction = await db
    .select({ action: cubeActivity.action, n: count() })
    .from(cubeActivity)
    .where(where)
    .groupBy(cubeActivity.action);
  const byUser = await db
    .select({ userId: cubeActivity.userId, username: cubeActivity.username, n: count() })
    .from(cubeActivity)
    .where(where)
    .groupBy(cubeActivity.userId, cubeActivity.username);
  // A renamed user appears under each name they used; fold to one row per id with the latest-seen name.
  const users = new Map<string, { userId: string; username: string; count: number }>();
  for (const row of byUser) {
    const prev = users.get(row.userId);
    users.set(row.userId, { userId: row.userId, username: row.username, count: (prev?.count ?? 0) + row.n });
  }
  return {
    since: since.toISOString(),
    total: byAction.reduce((sum, r) => sum + r.n, 0),
    byAction: Object.fromEntries(byAction.map((r) => [r.action, r.n])),
    byUser: [...users.values()].sort((a, b) => b.count - a.count),
  };
}
