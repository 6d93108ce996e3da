import {
  chatBodySchema,
  draftIdParamsSchema,
  kickBodySchema,
  removeSpectatorBodySchema,
  replaceSeatBodySchema,
  seatModeBodySchema,
  updateDraftSettingsBodySchema,
} from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { signedIn, userOf } from '../cubes/signed-in';

/** The lobby's host controls, seat replacement and chat; endpoints in core/protocol/draft-lobby.ts. */
export const draftLobbyRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const auth = signedIn(ctx, 'Sign in to draft');
  const { lobby } = ctx.drafts;
  const params = draftIdParamsSchema;

  app.patch(
    '/api/drafts/:id/settings',
    { preValidation: auth, schema: { params, body: updateDraftSettingsBodySchema } },
    async (req) => lobby.updateSettings(userOf(req), req.params.id, req.body),
  );
  app.post(
    '/api/drafts/:id/seat-mode',
    { preValidation: auth, schema: { params, body: seatModeBodySchema } },
    async (req) => lobby.setSeatMode(userOf(req), req.params.id, req.body),
  );
  app.post(
    '/api/drafts/:id/kick',
    { preValidation: auth, schema: { params, body: kickBodySchema } },
    async (req) => lobby.kick(userOf(req), req.params.id, req.body.userId),
  );
  app.post(
    '/api/drafts/:id/spectators/remove',
    { preValidation: auth, schema: { params, body: removeSpectatorBodySchema } },
    async (req) => lobby.removeSpectator(userOf(req), req.params.id, req.body.userId),
  );
  app.post('/api/drafts/:id/shuffle', { preValidation: auth, schema: { params } }, async (req) =>
    lobby.shuffle(userOf(req), req.params.id),
  );
  app.post(
    '/api/drafts/:id/replace',
    { preValidation: auth, schema: { params, body: replaceSeatBodySchema } },
    async (req) => lobby.replaceWithBot(userOf(req), req.params.id, req.body.seat),
  );
  app.get('/api/drafts/:id/chat', { preValidation: auth, schema: { params } }, async (req) => ({
    messages: await lobby.chat(userOf(req).id, req.params.id),
  }));
  app.post(
    '/api/drafts/:id/chat',
    { preValidation: auth, schema: { params, body: chatBodySchema } },
    async (req, reply) =>
      reply.code(201).send({ message: await lobby.say(userOf(req), req.params.id, req.body) }),
  );
};
