import { UNAUTHENTICATED_MESSAGES } from '@cubewright/core/cube';
import { applySwapsBodySchema, cubeIdParamsSchema, priceSwapsQuerySchema } from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { sendFresh } from '../../http/send-cached';
import { applyPriceSwaps, cubePrices, priceSwaps } from '../../services/prices/cube-prices';
import { signedIn, userOf } from '../cubes/signed-in';

/** A cube's prices and cheapest-printing swaps (core/protocol/prices.ts). */
export const priceRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Answered from the cube's read model (ADR 0086), revalidated on every use like the cube read itself.
  app.get('/api/cubes/:id/prices', { schema: { params: cubeIdParamsSchema } }, async (req, reply) =>
    sendFresh(req, reply, await cubePrices(ctx, await getSessionUser(ctx, req), req.params.id)),
  );
  app.get(
    '/api/cubes/:id/prices/swaps',
    { schema: { params: cubeIdParamsSchema, querystring: priceSwapsQuerySchema } },
    async (req, reply) =>
      sendFresh(
        req,
        reply,
        await priceSwaps(ctx, await getSessionUser(ctx, req), req.params.id, req.query.currency),
      ),
  );
  app.post(
    '/api/cubes/:id/prices/swaps',
    {
      preValidation: signedIn(ctx, UNAUTHENTICATED_MESSAGES.edit),
      schema: { params: cubeIdParamsSchema, body: applySwapsBodySchema },
    },
    async (req) => applyPriceSwaps(ctx, userOf(req), req.params.id, req.body, req.idempotency),
  );
};
