import { dateOf } from '@cubewright/core/clock';
import { type Actor, type CubeAccess, canView } from '@cubewright/core/cube';
import type { OwnerNoticeKind } from '@cubewright/core/protocol';
import { inArray } from 'drizzle-orm';
import { digestItems, profiles } from '../../db/schema';
import { newId } from '../cubes/ids';
import type { WithClock, WithDatabase, WithEvents, WithLog } from '../deps';
import { notifyUserOnce } from '../notifications/notify-user';
import { channelFor } from './preferences';

// One way for every owner notice (a comment, a follower, the likes of the day, a finished draft): each
// recipient's channel decides between the app and the daily e-mail, and the policy decides whether they
// may still see the cube it is about. A side effect: failures are logged, never thrown.

export type OwnerNoticeDeps = WithClock & WithDatabase & WithEvents & WithLog;

export interface OwnerNotice {
  kind: OwnerNoticeKind;
  /**
   * What the notice is about ("follow:<cube>:<user>"): a person hears of one key once, in the app or in
   * the digest, however often it is raised (a follow toggled 100 times is one notice).
   */
  key: string;
  /** The cube it is about: a recipient who may not view it hears nothing. */
  cube: { id: string; access: CubeAccess };
  title: string;
  message: string;
  actionUrl: string | null;
}

/**
 * Tells each recipient (never `actorId`, the person who did it) through their channel for the kind.
 * Returns who was told (in the app or queued for the digest) this time.
 */
export async function tellOwners(
  ctx: OwnerNoticeDeps,
  recipientIds: readonly string[],
  notice: OwnerNotice,
  actorId: string | null,
): Promise<string[]> {
  const wanted = [...new Set(recipientIds)].filter((id) => id !== actorId);
  if (wanted.length === 0) return [];
  try {
    const db = ctx.database.db;
    const people = await db
      .select({ id: profiles.userId, isAdmin: profiles.isAdmin, isModerator: profiles.isModerator })
      .from(profiles)
      .where(inArray(profiles.userId, wanted));
    const allowed = people.filter((p: Actor) => canView(p, notice.cube.access)).map((p) => p.id);
    const channels = await channelFor(db, allowed, notice.kind);
    const told: string[] = [];
    for (const userId of allowed) {
      const channel = channels.get(userId);
      if (channel === 'app' && (await notifyUserOnce(ctx, userId, notice.key, { ...notice, type: 'info' })))
        told.push(userId);
      if (channel === 'email' && (await queueForDigest(ctx, userId, notice))) told.push(userId);
    }
    return told;
  } catch (err) {
    ctx.log.error({ err, key: notice.key }, 'telling owners failed');
    return [];
  }
}

async function queueForDigest(ctx: OwnerNoticeDeps, userId: string, n: OwnerNotice): Promise<boolean> {
  const rows = await ctx.database.db
    .insert(digestItems)
    .values({
      id: newId(),
      userId,
      key: n.key,
      cubeId: n.cube.id,
      title: n.title,
      message: n.message,
      actionUrl: n.actionUrl,
      createdAt: dateOf(ctx.clock),
    })
    .onConflictDoNothing()
    .returning({ id: digestItems.id });
  return rows.length > 0;
}
