import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { authRoutes } from './auth/routes';
import type { AppContext } from './context';
import { installErrorHandler } from './http/errors';
import { installMetrics } from './http/metrics';
import { installOpenApi } from './http/openapi';
import { installSecurity } from './http/security';
import { accountRoutes } from './routes/account/routes';
import { adminRoutes } from './routes/admin/routes';
import { announcementsRoutes } from './routes/announcements/routes';
import { appInfoRoutes } from './routes/app-info/routes';
import { cardSearchRoutes } from './routes/card-search/routes';
import { cardsRoutes } from './routes/cards/routes';
import { communityRoutes } from './routes/community/routes';
import { cubeIoRoutes } from './routes/cube-io/routes';
import { cubesRoutes } from './routes/cubes/routes';
import { customCardsRoutes } from './routes/custom-cards/routes';
import { draftLogRoutes } from './routes/drafts/log-routes';
import { draftsRoutes } from './routes/drafts/routes';
import { followsRoutes } from './routes/follows/routes';
import { healthRoutes } from './routes/health/routes';
import { notificationsRoutes } from './routes/notifications/routes';
import { sessionRoutes } from './routes/session/routes';
import { simulationsRoutes } from './routes/simulations/routes';
import { jobsPlugin } from './services/jobs/plugin';

/** Builds the Fastify app around an already-open context; does not listen. */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log as FastifyBaseLogger,
    bodyLimit: 12 * 1024 * 1024,
    trustProxy: ctx.config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>() as unknown as FastifyInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  await installSecurity(app, ctx.config);
  installMetrics(app);
  await installOpenApi(app);

  // API route modules: one line each, in registration order.

  await app.register(healthRoutes, { ctx });
  await app.register(authRoutes, { ctx });
  await app.register(sessionRoutes, { ctx });
  await app.register(accountRoutes, { ctx });
  await app.register(cubesRoutes, { ctx });
  await app.register(cubeIoRoutes, { ctx });
  await app.register(cardsRoutes, { ctx });
  await app.register(cardSearchRoutes, { ctx });
  await app.register(customCardsRoutes, { ctx });
  await app.register(draftsRoutes, { ctx });
  await app.register(draftLogRoutes, { ctx });
  await app.register(simulationsRoutes, { ctx });
  await app.register(appInfoRoutes, { ctx });
  await app.register(communityRoutes, { ctx });
  await app.register(followsRoutes, { ctx });
  await app.register(notificationsRoutes, { ctx });
  await app.register(announcementsRoutes, { ctx });
  await app.register(adminRoutes, { ctx });
  await app.register(jobsPlugin, { ctx });

  await serveWeb(app, ctx);
  return app;
}

/** Serves the built SPA; every non-API GET falls back to index.html so client routes deep-link. */
async function serveWeb(app: FastifyInstance, ctx: AppContext) {
  const indexFile = path.join(ctx.config.webDistDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    ctx.log.warn({ dir: ctx.config.webDistDir }, 'web build not found; run `npm run build` to serve the UI');
    return;
  }
  await app.register(fastifyStatic, { root: ctx.config.webDistDir, wildcard: false, index: false });
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (req.method !== 'GET' || url.startsWith('/api/') || path.extname(url)) {
      return reply.code(404).send({ error: 'Not found' });
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
