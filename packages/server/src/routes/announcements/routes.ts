import { createAnnouncementBodySchema, NOTIFICATION_MESSAGES } from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { createAnnouncement } from '../../services/notifications/create';
import { signedIn, userOf } from '../cubes/signed-in';
import { failingAs } from '../notifications/routes';

/** POST /api/announcements (admins): a notification for every user, delivered by a job. */
export const announcementsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/announcements',
    {
      preValidation: signedIn(ctx, 'User not authenticated'),
      schema: { body: createAnnouncementBodySchema },
    },
    async (req, reply) => {
      await failingAs(ctx, NOTIFICATION_MESSAGES.announcement, () =>
        createAnnouncement(ctx, userOf(req), req.body),
      );
      return reply.code(202).send({ queued: true });
    },
  );
};
