import { dateOf } from '@cubewright/core/clock';
import { activityQuerySchema, cubeIdParamsSchema } from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { cubeFor } from '../../services/cubes/access';
import { activityStats, listActivity } from '../../services/cubes/activity';

/** A cube's activity log and its 30-day stats (visible to whoever may see the cube). */
export const activityRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;

  app.get(
    '/api/cubes/:id/activity',
    { schema: { params: cubeIdParamsSchema, querystring: activityQuerySchema } },
    async (req) => {
      const cube = await cubeFor(db, req.params.id, await getSessionUser(ctx, req), 'view');
      return { entries: await listActivity(db, cube.id, req.query) };
    },
  );

  app.get('/api/cubes/:id/activity/stats', { schema: { params: cubeIdParamsSchema } }, async (req) => {
    const cube = await cubeFor(db, req.params.id, await getSessionUser(ctx, req), 'view');
    return activityStats(db, cube.id, dateOf(ctx.clock));
  });
};
