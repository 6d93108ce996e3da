import { cubeIdParamsSchema } from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { cubeDraftStats } from '../../services/simulations/draft-stats';

/** GET /api/cubes/:id/draft-stats -> CubeDraftStats: measured from the cube's completed drafts (canView). */
export const draftStatsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/api/cubes/:id/draft-stats', { schema: { params: cubeIdParamsSchema } }, async (req) =>
    cubeDraftStats(ctx, await getSessionUser(ctx, req), req.params.id),
  );
};
