import { dateOf, systemClock } from '@cubewright/core/clock';
import type { createNotificationBodySchema, Notification } from '@cubewright/core/protocol';
import type { z } from 'zod';
import { notifications } from '../../db/schema';
import { newId } from '../cubes/ids';
import type { WithClock, WithDatabase, WithEvents, WithLog } from '../deps';
import { pushUnread } from './live';
import { toNotification } from './store';

// One general notification for one user, written and pushed to their sockets: what system notices
// (a hidden cube, being made an editor, a draft turn) use. Kept apart from create.ts, whose commands
// queue jobs, so the draft services can notify without importing the jobs worker.

type CreateNotification = z.output<typeof createNotificationBodySchema>;

type GeneralNotice = Pick<CreateNotification, 'title' | 'message' | 'type'> &
  Partial<Pick<CreateNotification, 'announcement' | 'read' | 'actionUrl'>>;

/** Writes one general notification for a user and tells their sockets (system notices use it too). */
export async function notifyUser(
  ctx: WithDatabase & WithEvents & WithLog & WithClock,
  userId: string,
  n: GeneralNotice,
): Promise<Notification> {
  const row = await insertGeneral(ctx, userId, n, null);
  await pushUnread(ctx, userId, 'created');
  return toNotification(row!);
}

/**
 * Like notifyUser, at most once per (user, key): a notice several commits or instances may raise for
 * the same thing (a draft turn) is written once (the unique user/update index). True when written.
 */
export async function notifyUserOnce(
  ctx: WithDatabase & WithEvents & WithLog & Partial<WithClock>,
  userId: string,
  key: string,
  n: GeneralNotice,
): Promise<boolean> {
  // The draft services (turn notices) do not hand their clock down yet; until they do, theirs is the
  // system clock.
  const timed = { ...ctx, clock: ctx.clock ?? systemClock };
  const row = await insertGeneral(timed, userId, n, key);
  if (row) await pushUnread(timed, userId, 'created');
  return row !== undefined;
}

async function insertGeneral(
  ctx: WithDatabase & WithClock,
  userId: string,
  n: GeneralNotice,
  updateId: string | null,
) {
  const read = n.read ?? false;
  const [row] = await ctx.database.db
    .insert(notifications)
    .values({
      id: newId(),
      userId,
      kind: 'general',
      title: n.title,
      message: n.message,
      type: n.type,
      announcement: n.announcement ?? false,
      read,
      readAt: read ? dateOf(ctx.clock) : null,
      actionUrl: n.actionUrl ?? null,
      updateId,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}
