import { dateOf } from '@cubewright/core/clock';
import { authorize } from '@cubewright/core/cube';
import type {
  createAnnouncementBodySchema,
  createCubeNotificationBodySchema,
  createNotificationBodySchema,
} from '@cubewright/core/protocol';
import { NOTIFICATION_MESSAGES, type Notification } from '@cubewright/core/protocol';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionUser } from '../../auth/session';
import { databaseNow } from '../../db/database-now';
import { profiles } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { newId } from '../cubes/ids';
import { loadCube } from '../cubes/store';
import type { WithClock, WithDatabase, WithEvents, WithLog } from '../deps';
import { enqueueJob } from '../jobs/queue';
import { wakeWorkers } from '../jobs/worker';
import { notifyFollowers } from './fan-out';
import { pushCreated } from './live';
import { notifyUser } from './notify-user';

// The spec's callable functions as commands: createNotification, createAnnouncement and
// createCubeNotification. The last two reach many users, so they only queue a job.

export const ANNOUNCEMENT_JOB = 'announcement';
export const CUBE_NOTIFICATION_JOB = 'cube-notification';

type CreateNotification = z.output<typeof createNotificationBodySchema>;
type CreateAnnouncement = z.output<typeof createAnnouncementBodySchema>;
type CreateCubeNotification = z.output<typeof createCubeNotificationBodySchema>;

const refuse = (status: 403 | 404, message: string) =>
  new HttpError(status, message, status === 403 ? 'forbidden' : 'not_found');

/** createNotification: admins may notify anyone, others only themselves. */
export async function createNotification(
  ctx: WithDatabase & WithEvents & WithLog & WithClock,
  caller: SessionUser,
  body: CreateNotification,
): Promise<Notification> {
  if (body.userId !== caller.id && !caller.isAdmin) throw refuse(403, NOTIFICATION_MESSAGES.create);
  const db = ctx.database.db;
  const [target] = await db
    .select({ id: profiles.userId })
    .from(profiles)
    .where(eq(profiles.userId, body.userId));
  if (!target) throw refuse(404, NOTIFICATION_MESSAGES.create);
  return notifyUser(ctx, body.userId, body);
}

/** createAnnouncement (admins): queues a notification for every user. */
export async function createAnnouncement(
  ctx: WithDatabase & WithEvents & WithLog & WithClock,
  caller: SessionUser,
  body: CreateAnnouncement,
): Promise<void> {
  if (!caller.isAdmin) throw refuse(403, NOTIFICATION_MESSAGES.announcement);
  // Everyone who has an account now hears it; an account made before the job runs but after this
  // does not (on a loaded server the job can run seconds later). The database's clock stamps profiles.
  const madeAt = await databaseNow(ctx.database.db);
  await enqueueJob(
    ctx.database.db,
    ANNOUNCEMENT_JOB,
    { ...body, actionUrl: body.actionUrl ?? null, madeAt },
    { runAt: dateOf(ctx.clock) },
  );
  wakeWorkers(ctx.database);
}

/** The announcement job: one insert for every profile, then one event to every signed-in socket. */
export async function deliverAnnouncement(
  ctx: WithDatabase & WithEvents & WithLog & WithClock,
  p: Record<string, unknown>,
): Promise<void> {
  await ctx.database.db.execute(sql`
    insert into notifications (id, user_id, kind, title, message, type, announcement, action_url)
    select gen_random_uuid()::text, user_id, 'general', ${String(p.title)}, ${String(p.message)},
      ${p.type === 'success' ? 'success' : 'info'}, true, ${(p.actionUrl as string | null) ?? null}
    from profiles
    where ${typeof p.madeAt === 'string' ? sql`created_at <= ${p.madeAt}::timestamptz` : sql`true`}`);
  pushCreated(ctx, 'everyone');
}

/** createCubeNotification (the cube's owner or editors): queues a notice to its followers. */
export async function createCubeNotification(
  ctx: WithDatabase & WithEvents & WithLog & WithClock,
  caller: SessionUser,
  body: CreateCubeNotification,
): Promise<void> {
  const cube = await loadCube(ctx.database.db, body.cubeId);
  const decision = cube ? authorize(caller, cube.access, 'edit') : null;
  if (!cube || (decision && !decision.ok && decision.status === 404)) {
    throw refuse(404, NOTIFICATION_MESSAGES.cubeNotification);
  }
  if (!decision?.ok) throw refuse(403, NOTIFICATION_MESSAGES.cubeNotification);
  await enqueueJob(
    ctx.database.db,
    CUBE_NOTIFICATION_JOB,
    {
      cubeId: cube.id,
      updateId: newId(),
      title: body.title,
      message: body.message,
      actionType: body.actionType,
      excludeUserId: body.excludeUserId ?? null,
    },
    { runAt: dateOf(ctx.clock) },
  );
  wakeWorkers(ctx.database);
}

/** The cube notification job. */
export async function deliverCubeNotification(
  ctx: WithDatabase & WithEvents & WithLog & WithClock,
  p: Record<string, unknown>,
): Promise<void> {
  await notifyFollowers(ctx, {
    cubeId: String(p.cubeId),
    updateId: String(p.updateId),
    title: String(p.title),
    message: String(p.message),
    excludeUserId: (p.excludeUserId as string | null) ?? null,
  });
}
