import { draftFormatsSchema, UNAUTHENTICATED_MESSAGES } from '@cubewright/core/cube';
import { cubeIdParamsSchema } from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { getDraftFormats, saveDraftFormats } from '../../services/cubes/draft-formats';
import { signedIn, userOf } from './signed-in';

/**
 * The cube's draft formats:
 *   GET /api/cubes/:id/draft-formats                    -> DraftFormatsResponse (canView; defaults if unset)
 *   PUT /api/cubes/:id/draft-formats  DraftFormatsBody  -> DraftFormatsResponse (canEdit; replaces all)
 */
export const draftFormatRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get('/api/cubes/:id/draft-formats', { schema: { params: cubeIdParamsSchema } }, async (req) =>
    getDraftFormats(ctx.database.db, await getSessionUser(ctx, req), req.params.id),
  );

  app.put(
    '/api/cubes/:id/draft-formats',
    {
      preValidation: signedIn(ctx, UNAUTHENTICATED_MESSAGES.edit),
      schema: { params: cubeIdParamsSchema, body: draftFormatsSchema },
    },
    async (req) => saveDraftFormats(ctx, userOf(req), req.params.id, req.body),
  );
};
