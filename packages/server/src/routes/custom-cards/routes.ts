import {
  type CustomCardListResponse,
  type CustomCardResponse,
  customCardBodySchema,
  customCardIdParamsSchema,
  customCardPatchSchema,
} from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { loadCustomCardCache, startCacheRefresh } from '../../services/custom-cards/cache';
import {
  createCustomCard,
  deleteCustomCard,
  getVisible,
  listMine,
  updateCustomCard,
} from '../../services/custom-cards/store';
import { signedIn, userOf } from '../cubes/signed-in';

const MUST_SIGN_IN = 'You must be signed in to manage custom cards';

/** Custom cards (endpoint list: packages/core/src/protocol/custom-cards.ts). */
export const customCardsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Cube lookups read custom cards from memory; fill it before the app serves anything.
  await loadCustomCardCache(ctx);
  const stopRefresh = startCacheRefresh(ctx);
  app.addHook('onClose', async () => stopRefresh());
  const auth = { preValidation: signedIn(ctx, MUST_SIGN_IN) };

  app.get('/api/custom-cards/mine', auth, async (req) => {
    return { customCards: await listMine(ctx, userOf(req)) } satisfies CustomCardListResponse;
  });

  app.get('/api/custom-cards/:id', { schema: { params: customCardIdParamsSchema } }, async (req) => {
    const actor = await getSessionUser(ctx, req);
    return { customCard: await getVisible(ctx, actor, req.params.id) } satisfies CustomCardResponse;
  });

  app.post('/api/custom-cards', { ...auth, schema: { body: customCardBodySchema } }, async (req, reply) => {
    const customCard = await createCustomCard(ctx, userOf(req), req.body);
    return reply.code(201).send({ customCard } satisfies CustomCardResponse);
  });

  app.patch(
    '/api/custom-cards/:id',
    { ...auth, schema: { params: customCardIdParamsSchema, body: customCardPatchSchema } },
    async (req) => {
      const customCard = await updateCustomCard(ctx, userOf(req), req.params.id, req.body);
      return { customCard } satisfies CustomCardResponse;
    },
  );

  app.delete(
    '/api/custom-cards/:id',
    { ...auth, schema: { params: customCardIdParamsSchema } },
    async (req, reply) => {
      await deleteCustomCard(ctx, userOf(req), req.params.id);
      return reply.code(204).send();
    },
  );
};
