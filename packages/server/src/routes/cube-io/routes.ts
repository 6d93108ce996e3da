import { UNAUTHENTICATED_MESSAGES } from '@cubewright/core/cube';
import type { FormatId } from '@cubewright/core/formats';
import {
  cubeIdParamsSchema,
  exportParamsSchema,
  exportQuerySchema,
  IMPORT_TEXT_MAX_CHARS,
  importBodySchema,
  importNewBodySchema,
} from '@cubewright/core/protocol';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { jsonTextBodyLimit } from '../../http/body-limits';
import { sendCached, sendCachedNow } from '../../http/send-cached';
import type { CachedBody } from '../../services/cube-cache/cached-body';
import type { CubeView } from '../../services/cube-cache/cube-cache';
import { exportCube } from '../../services/cube-io/export-cube';
import { importIntoCube, importNewCube } from '../../services/cube-io/import-cube';
import { publicCards, publicCardsNow, publicCube, publicCubeNow } from '../../services/cube-io/public-cube';
import type { LoadedCube } from '../../services/cubes/store';
import { viewableCube, viewableCubeNow } from '../../services/cubes/viewable-cube';
import { signedIn, userOf } from '../cubes/signed-in';

// Read endpoints other sites and scripts call: any origin may read them (they only ever show what a
// guest with the link could see, or what the caller's own cookie allows; cookies are not sent cross-site
// without credentials mode, and we never allow credentials).
function openCors(reply: FastifyReply) {
  reply.header('access-control-allow-origin', '*');
  reply.header('vary', 'Cookie');
}

/** Shared caches may keep a public or unlisted cube's read a minute; a private one only its reader. */
function cacheControl(reply: FastifyReply, cube: LoadedCube) {
  reply.header(
    'cache-control',
    cube.visibility === 'private' ? 'private, no-cache' : 'public, max-age=60, stale-while-revalidate=300',
  );
}

// Imports carry a file of up to IMPORT_TEXT_MAX_CHARS characters (card lists are nearly all ASCII, one
// byte each); the session is checked at onRequest, before such a body is read.
const IMPORT_BODY_LIMIT = jsonTextBodyLimit(IMPORT_TEXT_MAX_CHARS);

/** Import (into a cube, or as a new one), export in every format, and the public read API. */
export const cubeIoRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/cubes/:id/import',
    {
      onRequest: signedIn(ctx, UNAUTHENTICATED_MESSAGES.edit),
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { params: cubeIdParamsSchema, body: importBodySchema },
    },
    async (req) => importIntoCube(ctx, userOf(req), req.params.id, req.body),
  );

  app.post(
    '/api/cubes/import-new',
    {
      onRequest: signedIn(ctx, UNAUTHENTICATED_MESSAGES.create),
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: importNewBodySchema },
    },
    async (req, reply) => {
      const result = await importNewCube(ctx, userOf(req), req.body);
      return reply.code(result.preview ? 200 : 201).send(result);
    },
  );

  const sendExport = async (req: FastifyRequest, reply: FastifyReply, id: string, format: FormatId) => {
    const file = await exportCube(ctx, await getSessionUser(ctx, req), id, format);
    openCors(reply);
    reply.header('cache-control', 'private, no-cache');
    reply.header('content-type', file.contentType);
    reply.header(
      'content-disposition',
      `attachment; filename="${file.fileName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    );
    return reply.send(file.body);
  };

  app.get(
    '/api/cubes/:id/export',
    { schema: { params: cubeIdParamsSchema, querystring: exportQuerySchema } },
    (req, reply) => sendExport(req, reply, req.params.id, req.query.format),
  );

  app.get('/api/cubes/:id/export/:format', { schema: { params: exportParamsSchema } }, (req, reply) =>
    sendExport(req, reply, req.params.id, req.params.format),
  );

  // Served from the cube cache: no query for a guest's read of a cube it holds, bytes sent as stored.
  app.get(
    '/api/v1/cubes/:id',
    { schema: { params: cubeIdParamsSchema } },
    v1Read(ctx, publicCube, publicCubeNow),
  );
  app.get(
    '/api/v1/cubes/:id/cards',
    { schema: { params: cubeIdParamsSchema } },
    v1Read(ctx, publicCards, publicCardsNow),
  );
};

/**
 * A public read API route: open to any origin, its cache headers, its body from the cube's read model. A
 * guest's read of a cube held in memory with the body at hand is answered without a promise (the same
 * checks and bytes as the path that waits: ADR 0082); anything else waits for the cache.
 */
function v1Read(
  ctx: AppContext,
  body: (ctx: AppContext, view: CubeView) => Promise<CachedBody>,
  bodyNow: (view: CubeView) => CachedBody | null,
) {
  return (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    openCors(reply);
    const now = req.headers.cookie ? null : viewableCubeNow(ctx, req.params.id, null);
    if (now) {
      cacheControl(reply, now.cube);
      if (sendCachedNow(req, reply, bodyNow(now))) return;
    }
    return (async () => {
      const view = now ?? (await viewableCube(ctx, req.params.id, await getSessionUser(ctx, req)));
      cacheControl(reply, view.cube);
      return sendCached(req, reply, await body(ctx, view));
    })();
  };
}
