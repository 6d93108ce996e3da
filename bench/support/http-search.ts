// Card search over HTTP against a running server, for bench:search and bench:startup: the sample
// queries one request at a time, each timed from request to parsed body.
import { SAMPLE_QUERIES } from '../../packages/core/src/filter/sample-queries';

/** The target: HTTP card search p50 under this, at any time after the server says ready. */
export const HTTP_SEARCH_TARGET_MS = 3;

/** The value at percentile `p` of an ascending list. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/**
 * One pass over the sample queries; `page` varies between passes so a pass is not the previous one
 * served again (the server keeps recent match sets, as it does for a person paging). Milliseconds,
 * ascending.
 */
export async function searchPass(base: string, page = 1): Promise<number[]> {
  const times: number[] = [];
  for (const { q } of SAMPLE_QUERIES) {
    const started = performance.now();
    const res = await fetch(`${base}/api/cards/search?q=${encodeURIComponent(q)}&page=${page}&pageSize=20`);
    await res.arrayBuffer();
    if (res.status !== 200 && res.status !== 503) throw new Error(`search "${q}" answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/**
 * The server's own CPU seconds so far (prom-client's process_cpu_seconds_total at /metrics): on a
 * shared, oversubscribed machine the CPU a request costs is steadier than its wall-clock latency.
 */
export async function serverCpuSeconds(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('process_cpu_seconds_total '));
  return line ? Number(line.split(' ')[1]) : Number.NaN;
}
