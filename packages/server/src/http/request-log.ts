import type { Clock } from '@cubewright/core/clock';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Fastify's own request logging writes two info lines per request: an hour of ordinary use filled the
// log with thousands of them and buried what an operator looks for. We log one line per request at
// debug (LOG_LEVEL=debug shows them all) and keep above it only the ones worth reading: server errors
// (warn; the error handler has logged the stack) and slow answers (info). Durations come from the injected clock, so a test can
// make a request "slow" without waiting.

/** An answer slower than this is logged at info, with its duration. */
export const SLOW_REQUEST_MS = 1_000;

const started = new WeakMap<FastifyRequest, number>();

/** Logs each request once, at a level chosen by its outcome; Fastify's own request lines must be off (its LogController's disableRequestLogging). */
export function installRequestLog(app: FastifyInstance, clock: Clock): void {
  // Callback hooks, not async ones: each async hook costs every request a promise and a microtask turn.
  app.addHook('onRequest', (req, _reply, done) => {
    started.set(req, clock.now());
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    const start = started.get(req);
    const ms = start === undefined ? 0 : clock.now() - start;
    const line = {
      req: { method: req.method, url: req.url, id: req.id },
      res: { statusCode: reply.statusCode },
      responseTime: ms,
    };
    req.log[levelOf(reply, ms)](line, ms > SLOW_REQUEST_MS ? 'slow request' : 'request completed');
    done();
  });
}

function levelOf(reply: FastifyReply, ms: number): 'debug' | 'info' | 'warn' {
  if (reply.statusCode >= 500) return 'warn';
  if (ms > SLOW_REQUEST_MS) return 'info';
  return 'debug';
}
