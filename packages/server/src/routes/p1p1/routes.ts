import { P1P1_VOTES_PER_MINUTE, p1p1ParamsSchema, p1p1VoteSchema } from '@cubewright/core/protocol';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { dailyP1P1View, p1p1View, voteP1P1 } from '../../services/p1p1/p1p1';
import { signedIn, userOf } from '../cubes/signed-in';

/** "Pack 1, Pick 1": a cube's pack for a seed with its votes, voting, and the featured daily pack. */
export const p1p1Routes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  // Scoped to this plugin (not global): only the vote opts in.
  await app.register(rateLimit, { global: false });
  const votesPerUser = app.rateLimit({
    max: P1P1_VOTES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (req) => `p1p1-votes:${userOf(req).id}`,
    errorResponseBuilder: (_req, c) =>
      new HttpError(
        429,
        `You are voting too fast: you can vote ${c.max} times a minute. Try again in ${Math.ceil(c.ttl / 1000)} s.`,
        'rate_limited',
      ),
  });

  app.get('/api/cubes/:id/p1p1/:seed', { schema: { params: p1p1ParamsSchema } }, async (req) =>
    p1p1View(ctx, await getSessionUser(ctx, req), req.params.id, req.params.seed),
  );
  app.put(
    '/api/cubes/:id/p1p1/:seed/vote',
    {
      preValidation: signedIn(ctx, 'User not authenticated'),
      preHandler: votesPerUser,
      schema: { params: p1p1ParamsSchema, body: p1p1VoteSchema },
    },
    async (req) => voteP1P1(ctx, userOf(req), req.params.id, req.params.seed, req.body.pick),
  );
  app.get('/api/community/p1p1/daily', async (req) => dailyP1P1View(ctx, await getSessionUser(ctx, req)));
};
