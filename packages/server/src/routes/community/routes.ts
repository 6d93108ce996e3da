import {
  browseQuerySchema,
  communityPageQuerySchema,
  cubeIdParamsSchema,
  trendingQuerySchema,
} from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { cubeUpdatesOf, followingPage } from '../../services/community/following';
import { browseCubes, featuredCubes, latestCubes } from '../../services/community/lists';
import { trendingCubes } from '../../services/community/trending';
import { signedIn, userOf } from '../cubes/signed-in';

/** Community lists (public cubes only), the Following page and a cube's updates. */
export const communityRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const page = { schema: { querystring: communityPageQuerySchema } };

  app.get('/api/community/featured', page, async (req) => featuredCubes(db, req.query));
  app.get('/api/community/latest', page, async (req) => latestCubes(db, req.query));
  app.get('/api/community/browse', { schema: { querystring: browseQuerySchema } }, async (req) =>
    browseCubes(db, req.query),
  );
  app.get('/api/community/trending', { schema: { querystring: trendingQuerySchema } }, async (req) =>
    trendingCubes(db, req.query.limit, ctx.clock.now()),
  );
  app.get(
    '/api/community/following',
    { preValidation: signedIn(ctx, 'User not authenticated') },
    async (req) => followingPage(db, userOf(req)),
  );
  app.get('/api/community/cubes/:id/updates', { schema: { params: cubeIdParamsSchema } }, async (req) => ({
    updates: await cubeUpdatesOf(db, await getSessionUser(ctx, req), req.params.id),
  }));
};
