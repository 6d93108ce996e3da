import { UNAUTHENTICATED_MESSAGES } from '@cubewright/core/cube';
import {
  boardParamsSchema,
  createBoardBodySchema,
  cubeIdParamsSchema,
  deleteBoardBodySchema,
  renameBoardBodySchema,
  reorderBoardsBodySchema,
} from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { createBoard, deleteBoard, renameBoard, reorderBoards } from '../../services/cubes/boards';
import { signedIn, userOf } from './signed-in';

/** A cube's extra boards (protocol/boards.ts); each needs edit rights, checked by the policy in the service. */
export const boardRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const preValidation = signedIn(ctx, UNAUTHENTICATED_MESSAGES.edit);

  app.post(
    '/api/cubes/:id/boards',
    { preValidation, schema: { params: cubeIdParamsSchema, body: createBoardBodySchema } },
    async (req, reply) =>
      reply.code(201).send(await createBoard(ctx, userOf(req), req.params.id, req.body.name)),
  );

  app.put(
    '/api/cubes/:id/boards/order',
    { preValidation, schema: { params: cubeIdParamsSchema, body: reorderBoardsBodySchema } },
    async (req) => reorderBoards(ctx, userOf(req), req.params.id, req.body.ids),
  );

  app.patch(
    '/api/cubes/:id/boards/:boardId',
    { preValidation, schema: { params: boardParamsSchema, body: renameBoardBodySchema } },
    async (req) => renameBoard(ctx, userOf(req), req.params.id, req.params.boardId, req.body.name),
  );

  app.delete(
    '/api/cubes/:id/boards/:boardId',
    { preValidation, schema: { params: boardParamsSchema, body: deleteBoardBodySchema } },
    async (req) => deleteBoard(ctx, userOf(req), req.params.id, req.params.boardId, req.body),
  );
};
