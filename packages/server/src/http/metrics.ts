import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, type Metric, Registry } from 'prom-client';
import { RequestMetrics } from './request-metrics';

/**
 * Prometheus metrics at GET /metrics: process defaults plus HTTP requests by route and status.
 * One registry per app (not prom-client's global one), so tests can build several apps in a process.
 * Installed on the root instance so its hook sees every route. `extra`: services' own metrics (realtime).
 */
export function installMetrics(app: FastifyInstance, extra: readonly Metric[] = []): { registry: Registry } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  for (const metric of extra) registry.registerMetric(metric);
  const requests = new RequestMetrics();
  for (const metric of requests.metrics()) registry.registerMetric(metric);
  // The route pattern, not the URL, keeps label cardinality bounded (ids stay out of labels). A callback
  // hook: an async one costs every request a promise and a microtask turn.
  app.addHook('onResponse', (req, reply, done) => {
    requests.record(
      req.method,
      req.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get('/metrics', async (_req, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
  return { registry };
}
