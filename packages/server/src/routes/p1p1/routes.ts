import { p1p1ParamsSchema, p1p1VoteSchema } from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { dailyP1P1View, p1p1View, voteP1P1 } from '../../services/p1p1/p1p1';
import { signedIn, userOf } from '../cubes/signed-in';

/** "Pack 1, Pick 1": a cube's pack for a seed with its votes, voting, and the featured daily pack. */
export const p1p1Routes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/api/cubes/:id/p1p1/:seed', { schema: { params: p1p1ParamsSchema } }, async (req) =>
    p1p1View(ctx, await getSessionUser(ctx, req), req.params.id, req.params.seed),
  );
  app.put(
    '/api/cubes/:id/p1p1/:seed/vote',
    {
      preValidation: signedIn(ctx, 'User not authenticated'),
      schema: { params: p1p1ParamsSchema, body: p1p1VoteSchema },
    },
    async (req) => voteP1P1(ctx, userOf(req), req.params.id, req.params.seed, req.body.pick),
  );
  app.get('/api/community/p1p1/daily', async (req) => dailyP1P1View(ctx, await getSessionUser(ctx, req)));
};
