import { UNAUTHENTICATED_MESSAGES, WHITEPAPER_MAX_BYTES } from '@cubewright/core/cube';
import {
  changesBodySchema,
  changesQuerySchema,
  compareQuerySchema,
  cubeIdParamsSchema,
  revertBodySchema,
  versionListQuerySchema,
  versionParamsSchema,
  whitepaperBodySchema,
} from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { jsonTextBodyLimit } from '../../http/body-limits';
import { cubeFor } from '../../services/cubes/access';
import { compareVersions, getVersion, listVersions, revertToVersion } from '../../services/cubes/history';
import { saveChanges } from '../../services/cubes/save-changes';
import { saveWhitepaper } from '../../services/cubes/whitepaper';
import { signedIn, userOf } from './signed-in';

const CHANGES_BODY_LIMIT = 8 * 1024 * 1024;

/** Saving card changes, versions (list, view, compare, revert) and the white paper. */
export const cardListRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const editing = signedIn(ctx, UNAUTHENTICATED_MESSAGES.edit);

  app.post(
    '/api/cubes/:id/changes',
    {
      // Signed in before the body is read; a full 10,000-card replacement is about 3 MiB of JSON.
      onRequest: editing,
      bodyLimit: CHANGES_BODY_LIMIT,
      schema: { params: cubeIdParamsSchema, querystring: changesQuerySchema, body: changesBodySchema },
    },
    async (req) =>
      saveChanges(ctx, userOf(req), req.params.id, req.body, req.query.cards !== 'false', req.idempotency),
  );

  app.get(
    '/api/cubes/:id/versions',
    { schema: { params: cubeIdParamsSchema, querystring: versionListQuerySchema } },
    async (req) => {
      const cube = await cubeFor(db, req.params.id, await getSessionUser(ctx, req), 'view');
      return listVersions(db, cube.id, req.query);
    },
  );

  app.get('/api/cubes/:id/versions/:n', { schema: { params: versionParamsSchema } }, async (req) =>
    getVersion(db, await getSessionUser(ctx, req), req.params.id, req.params.n),
  );

  app.get(
    '/api/cubes/:id/compare',
    { schema: { params: cubeIdParamsSchema, querystring: compareQuerySchema } },
    async (req) =>
      compareVersions(db, await getSessionUser(ctx, req), req.params.id, req.query.from, req.query.to),
  );

  app.post(
    '/api/cubes/:id/versions/:n/revert',
    { preValidation: editing, schema: { params: versionParamsSchema, body: revertBodySchema.nullish() } },
    async (req) => revertToVersion(ctx, userOf(req), req.params.id, req.params.n, req.body?.baseVersion),
  );

  app.get('/api/cubes/:id/whitepaper', { schema: { params: cubeIdParamsSchema } }, async (req) => {
    const cube = await cubeFor(db, req.params.id, await getSessionUser(ctx, req), 'view');
    return { content: cube.whitepaper, version: cube.version };
  });

  app.put(
    '/api/cubes/:id/whitepaper',
    {
      // Signed in before the body is read; the byte limit proper is checked on the decoded content.
      onRequest: editing,
      bodyLimit: jsonTextBodyLimit(WHITEPAPER_MAX_BYTES),
      schema: { params: cubeIdParamsSchema, body: whitepaperBodySchema },
    },
    async (req) => saveWhitepaper(ctx, userOf(req), req.params.id, req.body),
  );
};
