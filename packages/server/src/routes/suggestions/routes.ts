import { cubeIdParamsSchema, suggestionsQuerySchema } from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { suggestionsFor } from '../../services/suggestions/read';

/** Cards to add and cut for a cube, for its editors (packages/core/src/protocol/suggestions.ts). */
export const suggestionsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/cubes/:id/suggestions',
    { schema: { params: cubeIdParamsSchema, querystring: suggestionsQuerySchema } },
    async (req) => suggestionsFor(ctx, await getSessionUser(ctx, req), req.params.id, req.query),
  );
};
