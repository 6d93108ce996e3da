// Card search over HTTP against a running server, for bench:search and bench:startup: the sample
// queries one request at a time, each timed from request to parsed body.
import { SAMPLE_QUERIES } from '../../packages/core/src/filter/sample-queries';

/** The target: HTTP card search p50 under this, at any time after the server says ready. */
export const HTTP_SEARCH_TARGET_MS = 3;

/** The value at percentile `p` of an ascending list. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Pages each sample query has (learnt from its first answer; page 1 until then). */
const pageCounts = new Map<string, number>();

/**
 * One pass over the sample queries; `page` varies between passes so a pass is not the previous one
 * served again (the server keeps recent match sets, as it does for a person paging). Each query's page
 * wraps within the pages it has: past its last page a query answers an empty page, which costs the
 * server next to nothing, so without the wrap a pass's p50 fell once half the queries (those with few
 * matches) had run out of pages, after ~14 passes, whatever the server did. Milliseconds, ascending.
 */
export async function searchPass(base: string, page = 1): Promise<number[]> {
  const times: number[] = [];
  for (const { q } of SAMPLE_QUERIES) {
    const at = ((page - 1) % (pageCounts.get(q) ?? 1)) + 1;
    const started = performance.now();
    const res = await fetch(`${base}/api/cards/search?q=${encodeURIComponent(q)}&page=${at}&pageSize=20`);
    const body = await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200 && res.status !== 503) throw new Error(`search "${q}" answered ${res.status}`);
    if (res.status === 200 && !pageCounts.has(q)) {
      const { pageCount } = JSON.parse(new TextDecoder().decode(body)) as { pageCount: number };
      pageCounts.set(q, Math.max(1, pageCount));
    }
  }
  return times.sort((a, b) => a - b);
}

/** Values of the server's /metrics (prom-client's text format) by metric name, unlabelled lines only. */
async function serverMetrics(base: string): Promise<Map<string, number>> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    const [name, value] = line.split(' ');
    if (name && value && !name.startsWith('#') && !name.includes('{')) out.set(name, Number(value));
  }
  return out;
}

/**
 * The server's own CPU seconds so far (prom-client's process_cpu_seconds_total at /metrics): on a
 * shared, oversubscribed machine the CPU a request costs is steadier than its wall-clock latency.
 */
export async function serverCpuSeconds(base: string): Promise<number> {
  return (await serverMetrics(base)).get('process_cpu_seconds_total') ?? Number.NaN;
}

/**
 * The server's event-loop delay since the previous scrape (prom-client resets its monitor on each),
 * p99 and max in ms: how long a request arriving then could have waited for the thread.
 */
export async function serverEventLoopDelay(base: string): Promise<{ p99: number; max: number }> {
  const m = await serverMetrics(base);
  const ms = (name: string) => (m.get(name) ?? Number.NaN) * 1000;
  return { p99: ms('nodejs_eventloop_lag_p99_seconds'), max: ms('nodejs_eventloop_lag_max_seconds') };
}
