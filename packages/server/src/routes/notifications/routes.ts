import {
  createCubeNotificationBodySchema,
  createNotificationBodySchema,
  NOTIFICATION_MESSAGES,
  notificationParamsSchema,
} from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { createCubeNotification, createNotification } from '../../services/notifications/create';
import { pushUnread } from '../../services/notifications/live';
import {
  countUnread,
  deleteNotification,
  listNotifications,
  markAllRead,
  markRead,
} from '../../services/notifications/store';
import { signedIn, userOf } from '../cubes/signed-in';

/**
 * Runs a notification command; any failure that is not already a user-facing error becomes the spec's
 * message for that action (section 8), and is logged.
 */
export async function failingAs<T>(ctx: AppContext, message: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    ctx.log.error({ err }, message);
    throw new HttpError(500, message, 'internal');
  }
}

/** The user's notifications: list, read, read all, delete, and the createNotification callables. */
export const notificationsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const auth = { preValidation: signedIn(ctx, 'User not authenticated') };
  const M = NOTIFICATION_MESSAGES;

  app.get('/api/notifications', auth, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const user = userOf(req);
    return failingAs(ctx, M.load, async () => ({
      notifications: await listNotifications(db, user.id),
      unreadCount: await countUnread(db, user.id),
    }));
  });

  app.post('/api/notifications/read-all', auth, async (req) => {
    const user = userOf(req);
    const updated = await failingAs(ctx, M.markAllRead, () => markAllRead(db, user.id));
    await pushUnread(ctx, user.id, 'read');
    return { updated, unreadCount: await countUnread(db, user.id) };
  });

  app.post(
    '/api/notifications/:id/read',
    { ...auth, schema: { params: notificationParamsSchema } },
    async (req) => {
      const user = userOf(req);
      const notification = await failingAs(ctx, M.markRead, () => markRead(db, user.id, req.params.id));
      if (!notification) throw new HttpError(404, M.markRead, 'not_found');
      await pushUnread(ctx, user.id, 'read');
      return { notification, unreadCount: await countUnread(db, user.id) };
    },
  );

  app.delete(
    '/api/notifications/:id',
    { ...auth, schema: { params: notificationParamsSchema } },
    async (req) => {
      const user = userOf(req);
      const deleted = await failingAs(ctx, M.delete, () => deleteNotification(db, user.id, req.params.id));
      if (!deleted) throw new HttpError(404, M.delete, 'not_found');
      await pushUnread(ctx, user.id, 'deleted');
      return { ok: true, unreadCount: await countUnread(db, user.id) };
    },
  );

  app.post(
    '/api/notifications',
    { ...auth, schema: { body: createNotificationBodySchema } },
    async (req, reply) => {
      const user = userOf(req);
      const notification = await failingAs(ctx, M.create, () => createNotification(ctx, user, req.body));
      return reply.code(201).send({ notification, unreadCount: await countUnread(db, user.id) });
    },
  );

  app.post(
    '/api/notifications/cube',
    { ...auth, schema: { body: createCubeNotificationBodySchema } },
    async (req, reply) => {
      await failingAs(ctx, M.cubeNotification, () => createCubeNotification(ctx, userOf(req), req.body));
      return reply.code(202).send({ queued: true });
    },
  );
};
