import type { Metric } from 'prom-client';

// http_requests_total and http_request_duration_seconds, counted per series in plain fields and shown to
// prom-client's registry as metric objects of its own shape (`get()`), so /metrics prints what prom-client's
// Counter and Histogram printed, line for line. Those validated and hashed the label object on every
// `inc` and `observe` (a `labels()` child too): under the profiler a twentieth of a cached read's CPU
// (issue 29, ADR 0082). Here a request costs one map lookup and a few additions.

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

interface Counted {
  readonly labels: { method: string; route: string; status: string };
  value: number;
}

interface Timed {
  readonly labels: { method: string; route: string };
  count: number;
  sum: number;
  /** Observations per bucket (not cumulative), in BUCKETS' order. */
  readonly buckets: number[];
}

export class RequestMetrics {
  private readonly counted = new Map<string, Counted>();
  private readonly timed = new Map<string, Timed>();

  /** Counts one answered request and its duration. */
  record(method: string, route: string, status: number, seconds: number): void {
    const timedKey = `${method} ${route}`;
    const countedKey = `${status} ${timedKey}`;
    let counted = this.counted.get(countedKey);
    if (!counted) {
      counted = { labels: { method, route, status: String(status) }, value: 0 };
      this.counted.set(countedKey, counted);
    }
    counted.value++;
    let timed = this.timed.get(timedKey);
    if (!timed) {
      timed = { labels: { method, route }, count: 0, sum: 0, buckets: BUCKETS.map(() => 0) };
      this.timed.set(timedKey, timed);
    }
    timed.count++;
    timed.sum += seconds;
    const bucket = BUCKETS.findIndex((bound) => seconds <= bound);
    if (bucket >= 0) timed.buckets[bucket]!++;
  }

  /** The two metrics, for a prom-client registry. */
  metrics(): Metric[] {
    const requests = {
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      type: 'counter',
      aggregator: 'sum',
      get: async () => ({
        ...pick(requests),
        values: [...this.counted.values()].map((c) => ({ labels: c.labels, value: c.value })),
      }),
      reset: () => this.counted.clear(),
    };
    const duration = {
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route pattern',
      type: 'histogram',
      aggregator: 'sum',
      get: async () => ({ ...pick(duration), values: [...this.timed.values()].flatMap(histogramValues) }),
      reset: () => this.timed.clear(),
    };
    return [requests, duration] as unknown as Metric[];
  }
}

const pick = (m: { name: string; help: string; type: string; aggregator: string }) => ({
  name: m.name,
  help: m.help,
  type: m.type,
  aggregator: m.aggregator,
});

/** A series as prom-client's histogram lists it: cumulative buckets (`le` first), +Inf, sum, count. */
function histogramValues(t: Timed) {
  const name = 'http_request_duration_seconds';
  let below = 0;
  const buckets = BUCKETS.map((bound, i) => {
    below += t.buckets[i]!;
    return { labels: { le: bound, ...t.labels }, value: below, metricName: `${name}_bucket` };
  });
  return [
    ...buckets,
    { labels: { le: '+Inf', ...t.labels }, value: t.count, metricName: `${name}_bucket` },
    { labels: { ...t.labels }, value: t.sum, metricName: `${name}_sum` },
    { labels: { ...t.labels }, value: t.count, metricName: `${name}_count` },
  ];
}
