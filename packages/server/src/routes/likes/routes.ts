import { followParamsSchema } from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { like, likeStatus, unlike } from '../../services/community/likes';
import { signedIn, userOf } from '../cubes/signed-in';

/** Likes on cubes: the status for anyone who may view the cube, like and unlike for signed-in users. */
export const likesRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const auth = signedIn(ctx, 'User not authenticated');
  const schema = { params: followParamsSchema };

  app.get('/api/likes/:cubeId', { schema }, async (req) =>
    likeStatus(db, await getSessionUser(ctx, req), req.params.cubeId),
  );
  app.put('/api/likes/:cubeId', { preValidation: auth, schema }, async (req) =>
    like(db, userOf(req), req.params.cubeId),
  );
  app.delete('/api/likes/:cubeId', { preValidation: auth, schema }, async (req) =>
    unlike(db, userOf(req), req.params.cubeId),
  );
};
