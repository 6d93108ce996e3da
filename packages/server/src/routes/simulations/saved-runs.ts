import {
  cubeIdParamsSchema,
  SAVED_SIMULATION_MAX_BYTES,
  savedRunParamsSchema,
  saveSimulationBodySchema,
} from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser, requireUser } from '../../auth/session';
import type { AppContext } from '../../context';
import {
  latestSimulation,
  listSimulations,
  savedSimulation,
  saveSimulation,
} from '../../services/simulations/saved-runs';

/**
 * Simulation runs saved to a cube:
 *   POST /api/cubes/:id/simulations         { report } -> 201 { run }        (owner and editors)
 *   GET  /api/cubes/:id/simulations         -> { runs: SavedSimulationSummary[] } newest first (canView)
 *   GET  /api/cubes/:id/simulations/latest  -> { run: SavedSimulation | null }    (canView)
 *   GET  /api/cubes/:id/simulations/:runId  -> { run: SavedSimulation }           (canView; 404 if not this cube's)
 * The static "latest" wins over ":runId" in Fastify's router, so a run id can never be "latest".
 */

export const savedRunsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/cubes/:id/simulations',
    {
      bodyLimit: SAVED_SIMULATION_MAX_BYTES,
      schema: { params: cubeIdParamsSchema, body: saveSimulationBodySchema },
    },
    async (req, reply) => {
      const user = await requireUser(ctx, req, 'User must be authenticated to save a simulation');
      reply.code(201);
      return saveSimulation(ctx, user, req.params.id, req.body);
    },
  );

  app.get('/api/cubes/:id/simulations', { schema: { params: cubeIdParamsSchema } }, async (req) =>
    listSimulations(ctx, await getSessionUser(ctx, req), req.params.id),
  );

  app.get('/api/cubes/:id/simulations/latest', { schema: { params: cubeIdParamsSchema } }, async (req) =>
    latestSimulation(ctx, await getSessionUser(ctx, req), req.params.id),
  );

  app.get('/api/cubes/:id/simulations/:runId', { schema: { params: savedRunParamsSchema } }, async (req) =>
    savedSimulation(ctx, await getSessionUser(ctx, req), req.params.id, req.params.runId),
  );
};
