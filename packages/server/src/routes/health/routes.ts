import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';

/**
 * Liveness and readiness for operators: database round-trip and card index status. Card data still
 * loading (or missing) does not make the server unhealthy: it serves pages meanwhile. A draining
 * instance (SIGTERM, lifecycle/drain.ts) answers 503 so load balancers stop sending it traffic.
 */
export const healthRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/healthz', async (_req, reply) => {
    let database = 'ok';
    try {
      await ctx.database.db.execute(sql`select 1`);
    } catch (err) {
      ctx.log.error({ err }, 'health check: database unreachable');
      database = 'error';
    }
    const draining = ctx.lifecycle.draining;
    const ok = database === 'ok' && !draining;
    return reply.code(ok ? 200 : 503).send({
      status: draining ? 'draining' : ok ? 'ok' : 'error',
      database: { kind: ctx.database.kind, status: database },
      cards: ctx.cards.status(),
      // Share of the search index prepared while the cards load (1 once `cards.status` is ready).
      cardSearchPrepared: ctx.cards.searchPrepared,
      cardTables: ctx.cards.mirror,
      // Rows of the card tables written so far and in all, while and after they are written.
      cardTablesProgress: ctx.cards.mirrorProgress,
    });
  });
};
