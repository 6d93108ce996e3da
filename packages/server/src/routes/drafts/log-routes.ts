import { cubeIdParamsSchema, draftIdParamsSchema } from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { cubeFor } from '../../services/cubes/access';
import { cubeDrafts } from '../../services/drafts/cube-drafts';
import { draftLog } from '../../services/drafts/pick-log';
import { signedIn, userOf } from '../cubes/signed-in';

/** After a draft: its log (players only) and a cube's past drafts (whoever may see the cube). */
export const draftLogRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const auth = signedIn(ctx, 'Sign in to draft');

  app.get(
    '/api/drafts/:id/log',
    { preValidation: auth, schema: { params: draftIdParamsSchema } },
    async (req) => draftLog(ctx.drafts.play, userOf(req).id, req.params.id),
  );

  app.get('/api/cubes/:id/drafts', { schema: { params: cubeIdParamsSchema } }, async (req) => {
    const cube = await cubeFor(ctx.database.db, req.params.id, await getSessionUser(ctx, req), 'view');
    return cubeDrafts(ctx, cube.id);
  });
};
