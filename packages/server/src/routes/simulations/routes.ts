import { cubeIdParamsSchema } from '@cubewright/core/protocol';
import { simulationRequestSchema } from '@cubewright/core/simulation';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { getCubeRatings } from '../../services/ratings/read';
import { runServerSimulation } from '../../services/ratings/simulate';
import { draftStatsRoutes } from './draft-stats';
import { savedRunsRoutes } from './saved-runs';

/**
 * Draft simulation and learned ratings:
 *   POST /api/simulations  { cubeId, format?, seats?, drafts (1-1000), seed? } -> SimulationResponse (canView)
 *   GET  /api/cubes/:id/ratings                                              -> CubeRatingsResponse (canView)
 * and, in their own files, saved runs (saved-runs.ts) and real-draft statistics (draft-stats.ts).
 */
export const simulationsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  await app.register(savedRunsRoutes, { ctx });
  await app.register(draftStatsRoutes, { ctx });

  app.post('/api/simulations', { schema: { body: simulationRequestSchema } }, async (req) =>
    runServerSimulation(ctx, await getSessionUser(ctx, req), req.body),
  );

  app.get('/api/cubes/:id/ratings', { schema: { params: cubeIdParamsSchema } }, async (req) =>
    getCubeRatings(ctx, await getSessionUser(ctx, req), req.params.id),
  );
};
