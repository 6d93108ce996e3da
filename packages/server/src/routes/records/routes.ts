import { UNAUTHENTICATED_MESSAGES } from '@cubewright/core/cube';
import {
  createEventBodySchema,
  cubeIdParamsSchema,
  deckPasteBodySchema,
  dropBodySchema,
  eventParamsSchema,
  fromDraftBodySchema,
  importResultsBodySchema,
  matchParamsSchema,
  pairRoundBodySchema,
  playerParamsSchema,
  resultBodySchema,
  roundParamsSchema,
  updateEventBodySchema,
} from '@cubewright/core/protocol';
import { matchesCsv } from '@cubewright/core/records';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSessionUser } from '../../auth/session';
import type { AppContext } from '../../context';
import { sendCached } from '../../http/send-cached';
import { setDropped } from '../../services/records/drops';
import {
  createEvent,
  createEventFromDraft,
  deleteEvent,
  getEvent,
  listEvents,
  setDeck,
  updateEvent,
} from '../../services/records/events';
import { importResults } from '../../services/records/import-results';
import { recordStatsBody } from '../../services/records/record-stats';
import { reportResult } from '../../services/records/results';
import { pairNextRound, repairRound } from '../../services/records/rounds';
import { signedIn, userOf } from '../cubes/signed-in';

/** Events of a cube (records): endpoint list and shapes in packages/core/src/protocol/records.ts. */
export const recordsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (base, { ctx }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const managing = signedIn(ctx, UNAUTHENTICATED_MESSAGES.manageEvents);
  const reporting = signedIn(ctx, UNAUTHENTICATED_MESSAGES.reportResult);
  const db = ctx.database.db;
  const events = '/api/cubes/:id/events';
  const event = `${events}/:eventId`;

  app.get(events, { schema: { params: cubeIdParamsSchema } }, async (req) =>
    listEvents(db, await getSessionUser(ctx, req), req.params.id),
  );

  app.get('/api/cubes/:id/records/stats', { schema: { params: cubeIdParamsSchema } }, async (req, reply) =>
    sendCached(req, reply, await recordStatsBody(ctx, await getSessionUser(ctx, req), req.params.id)),
  );

  app.post(
    events,
    { preValidation: managing, schema: { params: cubeIdParamsSchema, body: createEventBodySchema } },
    async (req, reply) =>
      reply.code(201).send({ event: await createEvent(ctx, userOf(req), req.params.id, req.body) }),
  );

  app.post(
    `${events}/from-draft`,
    { preValidation: managing, schema: { params: cubeIdParamsSchema, body: fromDraftBodySchema } },
    async (req, reply) =>
      reply.code(201).send({ event: await createEventFromDraft(ctx, userOf(req), req.params.id, req.body) }),
  );

  app.get(event, { schema: { params: eventParamsSchema } }, async (req) => ({
    event: await getEvent(db, await getSessionUser(ctx, req), req.params.id, req.params.eventId),
  }));

  app.get(`${event}/matches.csv`, { schema: { params: eventParamsSchema } }, async (req, reply) => {
    const detail = await getEvent(db, await getSessionUser(ctx, req), req.params.id, req.params.eventId);
    reply.header('cache-control', 'private, no-cache');
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', 'attachment; filename="matches.csv"');
    return reply.send(matchesCsv(detail));
  });

  app.post(
    `${event}/results.csv`,
    { preValidation: managing, schema: { params: eventParamsSchema, body: importResultsBodySchema } },
    async (req) => ({
      event: await importResults(ctx, userOf(req), req.params.id, req.params.eventId, req.body),
    }),
  );

  app.patch(
    event,
    { preValidation: managing, schema: { params: eventParamsSchema, body: updateEventBodySchema } },
    async (req) => ({
      event: await updateEvent(ctx, userOf(req), req.params.id, req.params.eventId, req.body),
    }),
  );

  app.delete(
    event,
    { preValidation: managing, schema: { params: eventParamsSchema } },
    async (req, reply) => {
      await deleteEvent(ctx, userOf(req), req.params.id, req.params.eventId);
      return reply.code(204).send();
    },
  );

  app.put(
    `${event}/players/:playerId/deck`,
    { preValidation: managing, schema: { params: playerParamsSchema, body: deckPasteBodySchema } },
    async (req) => ({
      event: await setDeck(
        ctx,
        userOf(req),
        req.params.id,
        req.params.eventId,
        req.params.playerId,
        req.body.text,
      ),
    }),
  );

  app.put(
    `${event}/players/:playerId/drop`,
    { preValidation: managing, schema: { params: playerParamsSchema, body: dropBodySchema } },
    async (req) => ({
      event: await setDropped(
        ctx,
        userOf(req),
        req.params.id,
        req.params.eventId,
        req.params.playerId,
        req.body,
      ),
    }),
  );

  app.post(
    `${event}/rounds`,
    { preValidation: managing, schema: { params: eventParamsSchema, body: pairRoundBodySchema } },
    async (req) => ({
      event: await pairNextRound(ctx, userOf(req), req.params.id, req.params.eventId, req.body),
    }),
  );

  app.put(
    `${event}/rounds/:round`,
    { preValidation: managing, schema: { params: roundParamsSchema, body: pairRoundBodySchema } },
    async (req) => ({
      event: await repairRound(
        ctx,
        userOf(req),
        req.params.id,
        req.params.eventId,
        req.params.round,
        req.body,
      ),
    }),
  );

  app.post(
    `${event}/matches/:matchId/result`,
    { preValidation: reporting, schema: { params: matchParamsSchema, body: resultBodySchema } },
    async (req) => ({
      event: await reportResult(
        ctx,
        userOf(req),
        req.params.id,
        req.params.eventId,
        req.params.matchId,
        req.body,
      ),
    }),
  );
};
