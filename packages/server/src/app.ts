import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { authRoutes } from './auth/routes';
import type { AppContext } from './context';
import { dbRoundTrips } from './db/round-trips';
import { DEFAULT_BODY_LIMIT } from './http/body-limits';
import { installCompression } from './http/compression';
import { installErrorHandler } from './http/errors';
import { installIdempotency } from './http/idempotency';
import { installInputRules } from './http/input-rules';
import { installMetrics } from './http/metrics';
import { installOpenApi } from './http/openapi';
import { RequestActivity } from './http/request-activity';
import { installRequestLog } from './http/request-log';
import { installRouteTable } from './http/route-table';
import { installSecurity } from './http/security';
import { serveWeb } from './http/serve-web';
import { accountRoutes } from './routes/account/routes';
import { backupRoutes } from './routes/admin/backup-routes';
import { adminRoutes } from './routes/admin/routes';
import { announcementsRoutes } from './routes/announcements/routes';
import { appInfoRoutes } from './routes/app-info/routes';
import { blogRoutes } from './routes/blog/routes';
import { cardMetricsRoutes } from './routes/card-metrics/routes';
import { cardSearchRoutes } from './routes/card-search/routes';
import { cardsRoutes } from './routes/cards/routes';
import { commentsRoutes } from './routes/comments/routes';
import { communityRoutes } from './routes/community/routes';
import { cubeIoRoutes } from './routes/cube-io/routes';
import { cubesRoutes } from './routes/cubes/routes';
import { customCardsRoutes } from './routes/custom-cards/routes';
import { draftLogRoutes } from './routes/drafts/log-routes';
import { draftsRoutes } from './routes/drafts/routes';
import { followsRoutes } from './routes/follows/routes';
import { healthRoutes } from './routes/health/routes';
import { likesRoutes } from './routes/likes/routes';
import { notificationsRoutes } from './routes/notifications/routes';
import { openDataRoutes } from './routes/open-data/routes';
import { p1p1Routes } from './routes/p1p1/routes';
import { priceRoutes } from './routes/prices/routes';
import { printRoutes } from './routes/print/routes';
import { proposalsRoutes } from './routes/proposals/routes';
import { recordsRoutes } from './routes/records/routes';
import { eventShareRoutes } from './routes/records/share-link';
import { sessionRoutes } from './routes/session/routes';
import { simulationsRoutes } from './routes/simulations/routes';
import { suggestionsRoutes } from './routes/suggestions/routes';
import { jobsPlugin } from './services/jobs/plugin';
import { watchFinishedDrafts } from './services/owner-notices/finished-drafts';
import { watchFinishedEvents } from './services/owner-notices/finished-events';

/** Builds the Fastify app around an already-open context; does not listen. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log as FastifyBaseLogger,
    // One line per request, at a level chosen by its outcome (http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: DEFAULT_BODY_LIMIT,
    trustProxy: ctx.config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>() as unknown as FastifyInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installRequestLog(app, ctx.clock);
  installInputRules(app);
  installRouteTable(app);
  // Before compression: the answer a resend replays is kept as the plain body.
  installIdempotency(app, ctx);
  await installCompression(app);
  await installSecurity(app, ctx.config);
  installMetrics(app, [...ctx.realtime.metrics, dbRoundTrips]);
  // Background card-table writes step aside while requests are being served.
  const requests = new RequestActivity();
  requests.install(app);
  ctx.cards.yieldTo(requests);
  await installOpenApi(app);
  // Owners hear when a draft or an event of their cube finishes (from the services' own announcements).
  watchFinishedDrafts(ctx);
  watchFinishedEvents(ctx);

  // API route modules: one line each, in registration order.

  await app.register(healthRoutes, { ctx });
  await app.register(authRoutes, { ctx });
  await app.register(sessionRoutes, { ctx });
  await app.register(accountRoutes, { ctx });
  await app.register(cubesRoutes, { ctx });
  await app.register(cubeIoRoutes, { ctx });
  await app.register(printRoutes, { ctx });
  await app.register(priceRoutes, { ctx });
  await app.register(recordsRoutes, { ctx });
  await app.register(cardMetricsRoutes, { ctx });
  await app.register(eventShareRoutes, { ctx });
  await app.register(cardsRoutes, { ctx });
  await app.register(suggestionsRoutes, { ctx });
  await app.register(cardSearchRoutes, { ctx });
  await app.register(customCardsRoutes, { ctx });
  await app.register(draftsRoutes, { ctx });
  await app.register(draftLogRoutes, { ctx });
  await app.register(simulationsRoutes, { ctx });
  await app.register(appInfoRoutes, { ctx });
  await app.register(communityRoutes, { ctx });
  await app.register(openDataRoutes, { ctx });
  await app.register(commentsRoutes, { ctx });
  await app.register(blogRoutes, { ctx });
  await app.register(followsRoutes, { ctx });
  await app.register(likesRoutes, { ctx });
  await app.register(p1p1Routes, { ctx });
  await app.register(proposalsRoutes, { ctx });
  await app.register(notificationsRoutes, { ctx });
  await app.register(announcementsRoutes, { ctx });
  await app.register(adminRoutes, { ctx });
  await app.register(backupRoutes, { ctx });
  await app.register(jobsPlugin, { ctx });

  await serveWeb(app, ctx);
  return app;
}
