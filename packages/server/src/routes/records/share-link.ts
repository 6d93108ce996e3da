import { UNAUTHENTICATED_MESSAGES } from '@cubewright/core/cube';
import {
  eventParamsSchema,
  photoDeckBodySchema,
  SHARE_MESSAGES,
  sharedDeckBodySchema,
  sharedDropBodySchema,
  sharedMatchParamsSchema,
  sharedPlayerParamsSchema,
  sharedResultBodySchema,
  shareTokenParamsSchema,
} from '@cubewright/core/protocol';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import {
  readPhotoDeck,
  readSharedEvent,
  renewShareLink,
  reportSharedResult,
  revokeShareLink,
  setSharedDeck,
  setSharedDropped,
} from '../../services/records/share-link';
import { WrongLinkCounter } from '../../services/records/wrong-links';
import { signedIn, userOf } from '../cubes/signed-in';

/** An event's share link: the host's two routes and the player's page. Shapes in core protocol/event-share.ts. */
export const eventShareRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const managing = signedIn(ctx, UNAUTHENTICATED_MESSAGES.manageEvents);
  const link = '/api/cubes/:id/events/:eventId/share-link';
  const shared = '/api/shared-events/:token';

  // Every route under the link: an address that asked for too many links that do not exist is refused
  // (429) before the database is asked again; each answer "this link is not valid" counts as a miss
  // (a wrong player or match under a good link does not).
  const wrongLinks = new WrongLinkCounter(ctx.clock);
  const underLink = (url: string | undefined) => !!url?.startsWith('/api/shared-events/');
  app.addHook('preHandler', async (req) => {
    if (underLink(req.routeOptions.url)) wrongLinks.check(req.ip);
  });
  app.addHook('onError', async (req, _reply, error) => {
    if (underLink(req.routeOptions.url) && error.message === SHARE_MESSAGES.linkNotFound)
      wrongLinks.miss(req.ip);
  });

  app.post(link, { preValidation: managing, schema: { params: eventParamsSchema } }, async (req) => ({
    token: await renewShareLink(ctx, userOf(req), req.params.id, req.params.eventId),
  }));

  app.delete(link, { preValidation: managing, schema: { params: eventParamsSchema } }, async (req, reply) => {
    await revokeShareLink(ctx, userOf(req), req.params.id, req.params.eventId);
    return reply.code(204).send();
  });

  app.get(shared, { schema: { params: shareTokenParamsSchema } }, async (req, reply) => {
    // The token is a secret: no shared cache may keep the page.
    reply.header('cache-control', 'private, no-store');
    return { event: await readSharedEvent(ctx, req.params.token, await getSessionUser(ctx, req)) };
  });

  app.put(
    `${shared}/players/:playerId/deck`,
    { schema: { params: sharedPlayerParamsSchema, body: sharedDeckBodySchema } },
    async (req) => ({
      event: await setSharedDeck(
        ctx,
        req.params.token,
        req.params.playerId,
        req.body.text,
        await getSessionUser(ctx, req),
      ),
    }),
  );

  app.put(
    `${shared}/players/:playerId/drop`,
    { schema: { params: sharedPlayerParamsSchema, body: sharedDropBodySchema } },
    async (req) => ({
      event: await setSharedDropped(
        ctx,
        req.params.token,
        req.params.playerId,
        req.body,
        await getSessionUser(ctx, req),
      ),
    }),
  );

  app.post(
    `${shared}/matches/:matchId/result`,
    { schema: { params: sharedMatchParamsSchema, body: sharedResultBodySchema } },
    async (req) => ({
      event: await reportSharedResult(
        ctx,
        req.params.token,
        req.params.matchId,
        req.body,
        await getSessionUser(ctx, req),
      ),
    }),
  );

  // Reading a photo changes nothing: any holder of the link may ask, as they may read the event.
  app.post(
    `${shared}/photo-deck`,
    { schema: { params: shareTokenParamsSchema, body: photoDeckBodySchema } },
    async (req) => readPhotoDeck(ctx, req.params.token, req.body.lines),
  );
};
