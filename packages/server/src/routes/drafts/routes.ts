import {
  createDraftBodySchema,
  deckBodySchema,
  draftActBodySchema,
  draftIdParamsSchema,
  draftLobbyQuerySchema,
  joinDraftBodySchema,
  pickBodySchema,
  turnMoveBodySchema,
} from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { draftResult, saveDeck } from '../../services/drafts/results';
import { signedIn, userOf } from '../cubes/signed-in';
import { draftLobbyRoutes } from './lobby-routes';

const SIGN_IN = 'Sign in to draft';

/** Online drafts; the endpoint list and shapes are in core/protocol/drafts.ts. */
export const draftsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const auth = signedIn(ctx, SIGN_IN);
  const { lobby, play } = ctx.drafts;
  const params = { params: draftIdParamsSchema };

  app.post(
    '/api/drafts',
    { preValidation: auth, schema: { body: createDraftBodySchema } },
    async (req, reply) => reply.code(201).send(await lobby.create(userOf(req), req.body)),
  );
  app.get('/api/drafts/mine', { preValidation: auth }, async (req) => ({
    drafts: await lobby.mine(userOf(req).id),
  }));
  app.get(
    '/api/drafts/:id',
    { preValidation: auth, schema: { ...params, querystring: draftLobbyQuerySchema } },
    async (req) => lobby.visit(req.params.id, userOf(req), req.query.invite),
  );
  app.post(
    '/api/drafts/:id/join',
    { preValidation: auth, schema: { ...params, body: joinDraftBodySchema } },
    async (req) => lobby.join(userOf(req), req.params.id, req.body?.seat, req.body?.invite),
  );
  app.post('/api/drafts/:id/leave', { preValidation: auth, schema: params }, async (req) =>
    lobby.leave(userOf(req), req.params.id),
  );
  app.post('/api/drafts/:id/start', { preValidation: auth, schema: params }, async (req) =>
    lobby.start(userOf(req), req.params.id),
  );
  // The seat's view and its acts, one shape for every mode: the HTTP fallback of draft:subscribe and
  // draft:act (ADR 0063). The act's seq makes a resend of one that landed answer `duplicate`, applied once.
  app.get('/api/drafts/:id/seat', { preValidation: auth, schema: params }, async (req) =>
    play.seat(userOf(req).id, req.params.id),
  );
  app.post(
    '/api/drafts/:id/act',
    {
      preValidation: auth,
      schema: { ...params, body: draftActBodySchema },
      config: { idempotentByItself: true },
    },
    async (req) => play.actAndView(userOf(req).id, req.params.id, req.body),
  );
  // A spectator's view (ADR 0073): the HTTP fallback of draft:subscribe with `watch`; never an act.
  app.get(
    '/api/drafts/:id/watch',
    { preValidation: auth, schema: { ...params, querystring: draftLobbyQuerySchema } },
    async (req) => play.watch(userOf(req), req.params.id, req.query.invite),
  );
  // The first release's fallback, by kind: a booster seat's packs and picks, a mode's table and moves.
  app.get('/api/drafts/:id/view', { preValidation: auth, schema: params }, async (req) =>
    play.view(userOf(req).id, req.params.id),
  );
  app.post(
    '/api/drafts/:id/picks',
    // A pick names its pack and pick number: a resend of one that landed answers `duplicate`, applied once.
    {
      preValidation: auth,
      schema: { ...params, body: pickBodySchema },
      config: { idempotentByItself: true },
    },
    async (req) => play.pick(userOf(req).id, req.params.id, req.body),
  );
  // Turn-based modes (Winston, Grid, ...): the seat's table and its moves.
  app.get('/api/drafts/:id/table', { preValidation: auth, schema: params }, async (req) =>
    play.table(userOf(req).id, req.params.id),
  );
  app.post(
    '/api/drafts/:id/moves',
    // A move carries its move number: a resend of one that landed answers `duplicate`, applied once.
    {
      preValidation: auth,
      schema: { ...params, body: turnMoveBodySchema },
      config: { idempotentByItself: true },
    },
    async (req) => play.move(userOf(req).id, req.params.id, req.body),
  );
  app.get('/api/drafts/:id/result', { preValidation: auth, schema: params }, async (req) =>
    draftResult(play, userOf(req).id, req.params.id),
  );
  app.put(
    '/api/drafts/:id/deck',
    { preValidation: auth, schema: { ...params, body: deckBodySchema } },
    async (req) => saveDeck(play, userOf(req).id, req.params.id, req.body),
  );
  await base.register(draftLobbyRoutes, { ctx });
};
