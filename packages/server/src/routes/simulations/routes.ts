import { cubeIdParamsSchema, simulationRequestSchema } from '@cubewright/core/protocol';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { getCubeRatings } from '../../services/ratings/read';
import { runServerSimulation } from '../../services/ratings/simulate';
import { BUSY_RETRY_SECONDS, RunSlots } from '../../services/simulations/run-slots';
import { signedIn, userOf } from '../cubes/signed-in';
import { draftStatsRoutes } from './draft-stats';
import { savedRunsRoutes } from './saved-runs';

export const SIGN_IN_TO_SIMULATE = 'User must be authenticated to run a simulation';

/**
 * Draft simulation and learned ratings:
 *   POST /api/simulations  { cubeId, format?, seats?, drafts (1-1000), seed? } -> SimulationResponse
 *        (signed in, canView; per-user rate limit -> 429; a few runs at once per server -> 503 when busy)
 *   GET  /api/cubes/:id/ratings                                              -> CubeRatingsResponse (canView)
 * and, in their own files, saved runs (saved-runs.ts) and real-draft statistics (draft-stats.ts).
 */
export const simulationsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  await app.register(savedRunsRoutes, { ctx });
  await app.register(draftStatsRoutes, { ctx });

  // A run is CPU on this server (1,000 drafts is about a second of one core): only signed-in users,
  // a few runs a minute each, and a few at once for the whole server (the browser runs its own).
  const limits = ctx.config.simulations;
  const slots = new RunSlots({ running: limits.running, waiting: limits.waiting, waitMs: 15_000 }, ctx.clock);
  // Scoped to this plugin (not global): only the route below opts in.
  await app.register(rateLimit, { global: false });
  const perUser = app.rateLimit({
    max: limits.perUserPerMinute,
    timeWindow: 60_000,
    keyGenerator: (req) => `simulations:${userOf(req).id}`,
    errorResponseBuilder: (_req, c) =>
      new HttpError(
        429,
        `Too many simulations: you can run ${c.max} a minute. Try again in ${Math.ceil(c.ttl / 1000)} s.`,
        'rate_limited',
      ),
  });

  app.post(
    '/api/simulations',
    {
      preValidation: signedIn(ctx, SIGN_IN_TO_SIMULATE),
      preHandler: perUser,
      schema: { body: simulationRequestSchema },
    },
    async (req, reply) => {
      try {
        return await slots.run(() => runServerSimulation(ctx, userOf(req), req.body));
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 503)
          reply.header('Retry-After', BUSY_RETRY_SECONDS);
        throw err;
      }
    },
  );

  app.get('/api/cubes/:id/ratings', { schema: { params: cubeIdParamsSchema } }, async (req) =>
    getCubeRatings(ctx, await getSessionUser(ctx, req), req.params.id),
  );
};
