import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, type Metric, Registry } from 'prom-client';

/**
 * Prometheus metrics at GET /metrics: process defaults plus HTTP requests by route and status.
 * One registry per app (not prom-client's global one), so tests can build several apps in a process.
 * Installed on the root instance so its hook sees every route. `extra`: services' own metrics (realtime).
 */
/** Counts a request answered outside Fastify's hooks (http/guest-replay.ts), as the hook would. */
export type RecordRequest = (method: string, route: string, status: number, seconds: number) => void;

export function installMetrics(
  app: FastifyInstance,
  extra: readonly Metric[] = [],
): { registry: Registry; record: RecordRequest } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  for (const metric of extra) registry.registerMetric(metric);
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });

  const record: RecordRequest = (method, route, status, seconds) => {
    requests.inc({ method, route, status: String(status) });
    duration.observe({ method, route }, seconds);
  };
  // The route pattern, not the URL, keeps label cardinality bounded (ids stay out of labels).
  app.addHook('onResponse', async (req, reply) =>
    record(req.method, req.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000),
  );

  app.get('/metrics', async (_req, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
  return { registry, record };
}
