import { cubeIdParamsSchema } from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { cubeCardMetrics } from '../../services/card-metrics/card-metrics';

/** GET /api/cubes/:id/card-metrics -> CardMetricsResponse: per card, its drafts' and events' metrics (canView). */
export const cardMetricsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/api/cubes/:id/card-metrics', { schema: { params: cubeIdParamsSchema } }, async (req) =>
    cubeCardMetrics(ctx, await getSessionUser(ctx, req), req.params.id),
  );
};
