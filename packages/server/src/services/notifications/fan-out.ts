import { dateOf } from '@cubewright/core/clock';
import { type Actor, canView } from '@cubewright/core/cube';
import { CUBE_UPDATE_NOTIFICATION_TTL_HOURS } from '@cubewright/core/protocol';
import { and, eq, lte, ne, sql } from 'drizzle-orm';
import { cubeFollows, cubeUpdates, profiles } from '../../db/schema';
import { loadCube } from '../cubes/store';
import { usernamesOf } from '../cubes/users';
import type { WithClock, WithDatabase, WithEvents, WithLog } from '../deps';
import { pushCreated } from './live';

/** Recipients per insert statement. */
const CHUNK = 5_000;

export interface FollowerNotice {
  cubeId: string;
  updateId: string;
  title: string;
  message: string;
  /** A path on this site the notification leads to instead of the cube page (a post: the Blog tab). */
  actionUrl?: string | null;
  /** Left out: the person who made the change (or the caller's excludeUserId). */
  excludeUserId: string | null;
  /**
   * When the change was made: only people following by then are told of it. A job run late (a busy
   * machine, a worker restarting) must not tell someone who followed afterwards of an older change.
   */
  madeAt?: Date;
}

/**
 * Writes a cube_update notification for every follower with notifications enabled who may still view
 * the cube (asked of the policy now, at fan-out time), except `excludeUserId`. Returns the recipients.
 * Idempotent: a retried job skips followers it already notified about this update.
 */
export async function notifyFollowers(
  ctx: WithDatabase & WithEvents & WithLog & WithClock,
  notice: FollowerNotice,
): Promise<string[]> {
  const db = ctx.database.db;
  const cube = await loadCube(db, notice.cubeId);
  if (!cube) return [];
  const followers = await db
    .select({ id: cubeFollows.userId, isAdmin: profiles.isAdmin, isModerator: profiles.isModerator })
    .from(cubeFollows)
    .innerJoin(profiles, eq(profiles.userId, cubeFollows.userId))
    .where(
      and(
        eq(cubeFollows.cubeId, notice.cubeId),
        eq(cubeFollows.notificationsEnabled, true),
        notice.excludeUserId ? ne(cubeFollows.userId, notice.excludeUserId) : undefined,
        notice.madeAt ? lte(cubeFollows.followedAt, notice.madeAt) : undefined,
      ),
    );
  const recipients = followers.filter((f: Actor) => canView(f, cube.access)).map((f) => f.id);
  const ownerName = (await usernamesOf(db, [cube.createdBy])).get(cube.createdBy) ?? 'unknown user';
  const createdAt = dateOf(ctx.clock);
  const expiresAt = new Date(createdAt.getTime() + CUBE_UPDATE_NOTIFICATION_TTL_HOURS * 3_600_000);
  const notified: string[] = [];
  for (let i = 0; i < recipients.length; i += CHUNK) {
    // One statement per chunk with the ids as one JSON parameter: building a 1,000-row VALUES list
    // through the query builder cost more than the database's own work.
    const chunk = JSON.stringify(recipients.slice(i, i + CHUNK));
    const result = await db.execute(sql`
      insert into notifications (id, user_id, kind, type, title, message, cube_id, cube_name,
        cube_owner_name, update_id, action_url, created_at, expires_at)
      select gen_random_uuid()::text, ids.value, 'cube_update', 'cube_update', ${notice.title},
        ${notice.message}, ${cube.id}, ${cube.name}, ${ownerName}, ${notice.updateId},
        ${notice.actionUrl ?? null},
        ${createdAt.toISOString()}::timestamptz, ${expiresAt.toISOString()}::timestamptz
      from jsonb_array_elements_text(${chunk}::jsonb) as ids
      on conflict do nothing
      returning user_id`);
    notified.push(...(result as unknown as { rows: { user_id: string }[] }).rows.map((r) => r.user_id));
  }
  pushCreated(ctx, notified);
  return notified;
}

/** The job behind a cube update: notifies the cube's followers of it. */
export async function fanOutCubeUpdate(
  ctx: WithDatabase & WithEvents & WithLog & WithClock,
  payload: Record<string, unknown>,
): Promise<void> {
  const [update] = await ctx.database.db
    .select()
    .from(cubeUpdates)
    .where(eq(cubeUpdates.id, String(payload.updateId)));
  if (!update) return; // the cube was deleted meanwhile
  await notifyFollowers(ctx, {
    cubeId: update.cubeId,
    updateId: update.id,
    title: update.title,
    message: update.description,
    // A new post is read on the Blog tab (the web's cubes/:id/:tab route), not the cube's list.
    actionUrl: update.updateType === 'post' ? `/cubes/${encodeURIComponent(update.cubeId)}/blog` : null,
    excludeUserId: update.authorId,
    madeAt: update.createdAt,
  });
}
