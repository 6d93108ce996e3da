import { followBodySchema, followParamsSchema } from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import {
  follow,
  followerRecords,
  followingRecords,
  followStatus,
  setFollowNotifications,
  unfollow,
} from '../../services/community/follows';
import { tellOfFollow } from '../../services/owner-notices/follow-notices';
import { signedIn, userOf } from '../cubes/signed-in';

/** Follow, unfollow, the per-follow notifications toggle, and both sides of the follow records. */
export const followsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const auth = signedIn(ctx, 'User not authenticated');
  const params = { params: followParamsSchema };

  app.get('/api/follows', { preValidation: auth }, async (req) => ({
    following: await followingRecords(db, userOf(req)),
  }));
  app.get('/api/follows/followers', { preValidation: auth }, async (req) => ({
    followers: await followerRecords(db, userOf(req)),
  }));
  app.get('/api/follows/:cubeId', { schema: params }, async (req) =>
    followStatus(db, await getSessionUser(ctx, req), req.params.cubeId),
  );
  app.put(
    '/api/follows/:cubeId',
    { preValidation: auth, schema: { ...params, body: followBodySchema.nullish() } },
    async (req) => {
      const status = await follow(db, userOf(req), req.params.cubeId, req.body?.notificationsEnabled);
      await tellOfFollow(ctx, userOf(req), req.params.cubeId);
      return status;
    },
  );
  app.patch(
    '/api/follows/:cubeId',
    { preValidation: auth, schema: { ...params, body: followBodySchema } },
    async (req) => {
      const enabled = req.body.notificationsEnabled;
      if (enabled === undefined) throw badRequest('notificationsEnabled is required');
      return setFollowNotifications(db, userOf(req), req.params.cubeId, enabled);
    },
  );
  app.delete('/api/follows/:cubeId', { preValidation: auth, schema: params }, async (req) =>
    unfollow(db, userOf(req), req.params.cubeId),
  );
};
