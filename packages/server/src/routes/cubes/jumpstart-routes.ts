import {
  createPacketBodySchema,
  packetParamsSchema,
  UNAUTHENTICATED_MESSAGES,
  updatePacketBodySchema,
} from '@cubewright/core/cube';
import { cubeIdParamsSchema } from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { createPacket, deletePacket, listPackets, updatePacket } from '../../services/cubes/jumpstart';
import { signedIn, userOf } from './signed-in';

/**
 * Jumpstart packets of a cube:
 *   GET    /api/cubes/:id/jumpstart                                  -> JumpstartPacketsResponse (canView)
 *   POST   /api/cubes/:id/jumpstart            CreatePacketBody      -> 201 JumpstartPacketResponse (canEdit)
 *   PATCH  /api/cubes/:id/jumpstart/:packetId  UpdatePacketBody      -> JumpstartPacketResponse (canEdit)
 *   DELETE /api/cubes/:id/jumpstart/:packetId                        -> 204 (canEdit)
 */
export const jumpstartRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const editing = signedIn(ctx, UNAUTHENTICATED_MESSAGES.edit);

  app.get('/api/cubes/:id/jumpstart', { schema: { params: cubeIdParamsSchema } }, async (req) => ({
    packets: await listPackets(ctx.database.db, await getSessionUser(ctx, req), req.params.id),
  }));

  app.post(
    '/api/cubes/:id/jumpstart',
    { preValidation: editing, schema: { params: cubeIdParamsSchema, body: createPacketBodySchema } },
    async (req, reply) => {
      const packet = await createPacket(ctx, userOf(req), req.params.id, req.body);
      return reply.code(201).send({ packet });
    },
  );

  app.patch(
    '/api/cubes/:id/jumpstart/:packetId',
    { preValidation: editing, schema: { params: packetParamsSchema, body: updatePacketBodySchema } },
    async (req) => ({
      packet: await updatePacket(ctx, userOf(req), req.params.id, req.params.packetId, req.body),
    }),
  );

  app.delete(
    '/api/cubes/:id/jumpstart/:packetId',
    { preValidation: editing, schema: { params: packetParamsSchema } },
    async (req, reply) => {
      await deletePacket(ctx, userOf(req), req.params.id, req.params.packetId);
      return reply.code(204).send();
    },
  );
};
