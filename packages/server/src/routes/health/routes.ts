import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';

/**
 * Liveness and readiness for operators: database round-trip and card index status. Card data still
 * loading (or missing) does not make the server unhealthy: it serves pages meanwhile.
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
    const ok = database === 'ok';
    return reply.code(ok ? 200 : 503).send({
      status: ok ? 'ok' : 'error',
      database: { kind: ctx.database.kind, status: database },
      cards: ctx.cards.status(),
      cardTables: ctx.cards.mirror,
    });
  });
};
