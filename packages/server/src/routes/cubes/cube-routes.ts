import { UNAUTHENTICATED_MESSAGES } from '@cubewright/core/cube';
import {
  cloneCubeBodySchema,
  createCubeBodySchema,
  cubeIdParamsSchema,
  cubeListQuerySchema,
  cubeQuerySchema,
  updateCubeBodySchema,
} from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { sendCached, sendCachedNow, sendFresh } from '../../http/send-cached';
import { cloneCube, createCube } from '../../services/cubes/create';
import { listMyCubes, listPublicCubes, myRecentActivity } from '../../services/cubes/lists';
import { getCube, getCubeAnalytics, getCubeNow } from '../../services/cubes/read';
import { getCubeLackingFacts } from '../../services/cubes/read-lacking-facts';
import { deleteCube, updateCubeSettings } from '../../services/cubes/settings';
import { viewableCubeNow } from '../../services/cubes/viewable-cube';
import { signedIn, userOf } from './signed-in';

/** Cube lists, create, read, settings, delete, clone and analytics. */
export const cubeRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;

  app.get('/api/cubes', { schema: { querystring: cubeListQuerySchema } }, async (req) =>
    listPublicCubes(db, req.query),
  );

  app.get('/api/cubes/mine', { preValidation: signedIn(ctx, UNAUTHENTICATED_MESSAGES.view) }, async (req) =>
    listMyCubes(db, userOf(req)),
  );

  app.get(
    '/api/cubes/mine/activity',
    { preValidation: signedIn(ctx, UNAUTHENTICATED_MESSAGES.view) },
    async (req) => ({ entries: await myRecentActivity(db, userOf(req)) }),
  );

  app.post(
    '/api/cubes',
    { preValidation: signedIn(ctx, UNAUTHENTICATED_MESSAGES.create), schema: { body: createCubeBodySchema } },
    async (req, reply) => reply.code(201).send({ cube: await createCube(ctx, userOf(req), req.body) }),
  );

  app.get(
    '/api/cubes/:id',
    { schema: { params: cubeIdParamsSchema, querystring: cubeQuerySchema } },
    (req, reply) => {
      const { cardData, have, form, facts, heldCube } = req.query;
      const compact = form === 'compact';
      // Revalidated on every use (the ETag makes that a 304): a save must show on the next navigation.
      reply.header('cache-control', 'private, no-cache');
      // A guest's read without a hint of a cube held in memory, body at hand: answered without a promise,
      // with the same checks and bytes as below (ADR 0082).
      if (!req.headers.cookie && !(cardData && have)) {
        const now = viewableCubeNow(ctx, req.params.id, null);
        if (now && sendCachedNow(req, reply, getCubeNow(now, null, { cardData, compact }))) return;
      }
      return (async () => {
        const actor = await getSessionUser(ctx, req);
        // Without a hint (a first visit, every public reader) the cached bytes go out as they are.
        const body =
          cardData && have
            ? await getCubeLackingFacts(ctx, actor, req.params.id, have, compact, facts === 'slim', heldCube)
            : await getCube(ctx, actor, req.params.id, { cardData, compact });
        return sendCached(req, reply, body);
      })();
    },
  );

  app.patch(
    '/api/cubes/:id',
    {
      preValidation: signedIn(ctx, UNAUTHENTICATED_MESSAGES.edit),
      schema: { params: cubeIdParamsSchema, body: updateCubeBodySchema },
    },
    async (req) => ({ cube: await updateCubeSettings(ctx, userOf(req), req.params.id, req.body) }),
  );

  app.delete(
    '/api/cubes/:id',
    { preValidation: signedIn(ctx, UNAUTHENTICATED_MESSAGES.delete), schema: { params: cubeIdParamsSchema } },
    async (req, reply) => {
      await deleteCube(ctx, userOf(req), req.params.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/cubes/:id/clone',
    {
      preValidation: signedIn(ctx, UNAUTHENTICATED_MESSAGES.create),
      schema: { params: cubeIdParamsSchema, body: cloneCubeBodySchema.nullish() },
    },
    async (req, reply) =>
      reply.code(201).send({ cube: await cloneCube(ctx, userOf(req), req.params.id, req.body ?? {}) }),
  );

  app.get('/api/cubes/:id/analytics', { schema: { params: cubeIdParamsSchema } }, async (req, reply) =>
    sendFresh(req, reply, await getCubeAnalytics(ctx, await getSessionUser(ctx, req), req.params.id)),
  );
};
