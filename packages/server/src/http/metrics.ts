import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Histogram, type Metric, Registry } from 'prom-client';

/**
 * Prometheus metrics at GET /metrics: process defaults plus HTTP requests by route and status.
 * One registry per app (not prom-client's global one), so tests can build several apps in a process.
 * Installed on the root instance so its hook sees every route. `extra`: services' own metrics (realtime).
 */
export function installMetrics(app: FastifyInstance, extra: readonly Metric[] = []): { registry: Registry } {
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

  // The labelled series of each method, route and status, looked up once: prom-client hashes the label
  // object on every inc and observe otherwise, a visible share of a cached read's CPU.
  const series = new Map<
    string,
    { count: ReturnType<typeof requests.labels>; time: ReturnType<typeof duration.labels> }
  >();
  const seriesOf = (method: string, route: string, status: number) => {
    const key = `${method} ${status} ${route}`;
    let found = series.get(key);
    if (!found) {
      found = { count: requests.labels(method, route, String(status)), time: duration.labels(method, route) };
      series.set(key, found);
    }
    return found;
  };
  // The route pattern, not the URL, keeps label cardinality bounded (ids stay out of labels), and so the
  // series map. A callback hook: an async one costs every request a promise and a microtask turn.
  app.addHook('onResponse', (req, reply, done) => {
    const { count, time } = seriesOf(req.method, req.routeOptions.url ?? 'unmatched', reply.statusCode);
    count.inc();
    time.observe(reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', async (_req, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });
  return { registry };
}
