import { UNAUTHENTICATED_MESSAGES } from '@cubewright/core/cube';
import {
  addCollaboratorBodySchema,
  collaboratorParamsSchema,
  cubeIdParamsSchema,
  updateRoleBodySchema,
} from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { cubeFor } from '../../services/cubes/access';
import {
  addCollaborator,
  removeCollaborator,
  updateCollaboratorRole,
} from '../../services/cubes/collaborators';
import { usernamesOf } from '../../services/cubes/users';
import { toCollaborator } from '../../services/cubes/views';
import { signedIn, userOf } from './signed-in';

/** Listing, inviting, re-roling and removing collaborators, and leaving a cube. */
export const collaboratorRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;

  app.get('/api/cubes/:id/collaborators', { schema: { params: cubeIdParamsSchema } }, async (req) => {
    const cube = await cubeFor(db, req.params.id, await getSessionUser(ctx, req), 'view');
    const names = await usernamesOf(
      db,
      cube.collaboratorRows.map((c) => c.userId),
    );
    return { collaborators: cube.collaboratorRows.map((c) => toCollaborator(c, names)) };
  });

  app.post(
    '/api/cubes/:id/collaborators',
    {
      preValidation: signedIn(ctx, UNAUTHENTICATED_MESSAGES.addCollaborator),
      schema: { params: cubeIdParamsSchema, body: addCollaboratorBodySchema },
    },
    async (req, reply) => {
      const collaborator = await addCollaborator(
        ctx,
        userOf(req),
        req.params.id,
        req.body.user,
        req.body.role,
      );
      return reply.code(201).send({ collaborator });
    },
  );

  app.patch(
    '/api/cubes/:id/collaborators/:userId',
    {
      preValidation: signedIn(ctx, UNAUTHENTICATED_MESSAGES.updateCollaboratorRole),
      schema: { params: collaboratorParamsSchema, body: updateRoleBodySchema },
    },
    async (req) => ({
      collaborator: await updateCollaboratorRole(
        ctx,
        userOf(req),
        req.params.id,
        req.params.userId,
        req.body.role,
      ),
    }),
  );

  app.delete(
    '/api/cubes/:id/collaborators/:userId',
    {
      preValidation: signedIn(ctx, UNAUTHENTICATED_MESSAGES.removeCollaborator),
      schema: { params: collaboratorParamsSchema },
    },
    async (req, reply) => {
      await removeCollaborator(ctx, userOf(req), req.params.id, req.params.userId, { leave: false });
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/cubes/:id/leave',
    { preValidation: signedIn(ctx, UNAUTHENTICATED_MESSAGES.leave), schema: { params: cubeIdParamsSchema } },
    async (req, reply) => {
      const user = userOf(req);
      await removeCollaborator(ctx, user, req.params.id, user.id, { leave: true });
      return reply.code(204).send();
    },
  );
};
