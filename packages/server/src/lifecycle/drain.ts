import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/** What main.ts waits for on SIGTERM before it gives up and exits anyway. */
export const SHUTDOWN_LIMIT_MS = 10_000;

/**
 * Takes an instance out of service without losing work (SIGTERM):
 * 1. /healthz answers 503 for `graceMs`, so a proxy with health checks stops routing here while the
 *    instance still serves whatever reaches it;
 * 2. the listener closes: no new connections (a proxy's next attempt is refused and goes to another
 *    instance; nginx retries a refused connection even for a POST, since nothing was sent);
 * 3. draft batches in flight commit and are acknowledged, then the realtime sockets are closed at the
 *    transport, which socket.io clients answer by reconnecting (through the proxy, elsewhere);
 * 4. HTTP requests in flight finish, the deadline and job workers finish their current work, and
 *    `stopOthers` (the caller's background loops) runs;
 * 5. the work event listeners started after those commits ends (a notice being written). The database
 *    stays open for the caller to close.
 */
export async function drain(
  app: FastifyInstance,
  ctx: AppContext,
  opts: { graceMs: number; stopOthers?: () => Promise<void> },
): Promise<void> {
  ctx.lifecycle.startDraining();
  ctx.log.info({ graceMs: opts.graceMs }, 'draining: /healthz answers 503');
  if (opts.graceMs > 0) await sleep(opts.graceMs);
  const listenerClosed = new Promise<void>((resolve) => app.server.close(() => resolve()));
  await ctx.drafts.play.settled();
  await ctx.realtime.close();
  // A keep-alive connection that finishes its request stays open until its timeout otherwise.
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  await listenerClosed;
  clearInterval(idle);
  await ctx.drafts.play.stopWorker();
  // Fastify's onClose hooks: the job worker waits for the job it is running.
  await app.close();
  await opts.stopOthers?.();
  await ctx.drafts.play.settled();
  // What the last commits started after them (a finished draft's notice) still needs the database.
  await ctx.events.settled();
  await ctx.cards.stop();
  ctx.log.info('drained');
}
