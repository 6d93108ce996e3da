// Card search and autocomplete latency over HTTP against a running server (plain fetch loops, one
// request at a time, so the figures are per-request latency including JSON encoding and the socket).
// Usage: start the server with card data, then `API_URL=http://localhost:3000 tsx bench/api.bench.ts`.
import os from 'node:os';
import { SAMPLE_QUERIES } from '../packages/core/src/filter/sample-queries';
import { loadAverage } from './support/figures';
import { percentile } from './support/http-search';

const base = process.env.API_URL ?? 'http://localhost:3000';
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);

async function ready(): Promise<boolean> {
  for (let i = 0; i < 240; i++) {
    try {
      const info = (await (await fetch(`${base}/api/app-info`)).json()) as { cards: { status: string } };
      if (info.cards.status === 'ready') return true;
      if (info.cards.status !== 'loading') return false;
    } catch {
      return false;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

async function measure(label: string, urls: string[], fresh?: () => string[]) {
  // One warm-up pass: the first request for an order builds its permutation.
  for (const url of urls) await (await fetch(url)).arrayBuffer();
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const url of fresh ? fresh() : urls) {
      const start = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      times.push(performance.now() - start);
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label}: ${times.length} requests, p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms`,
  );
}

if (!(await ready())) {
  console.log(`api bench skipped: no server with card data at ${base} (set API_URL)`);
  process.exit(0);
}
console.log(`${os.cpus().length} CPUs, load average ${loadAverage()}; server ${base}`);
const q = (text: string, extra = '') => `${base}/api/cards/search?q=${encodeURIComponent(text)}${extra}`;
// The server keeps the match sets of recent queries, so repeating a query measures paging. A unique,
// cheap extra term per request (-name:"zq<n>") defeats that cache and measures a full scan.
let unique = 0;
const cold = () => SAMPLE_QUERIES.map((s) => q(`${s.q} -name:"zq${unique++}"`));
await measure('card search, sample queries, uncached (full scan), page 1 by name', cold(), cold);
await measure(
  'card search, sample queries, cached, page 2 by mana value descending',
  SAMPLE_QUERIES.map((s) => q(s.q, '&order=mv&dir=desc&page=2')),
);
await measure('card search, every card, page 100', [q('', '&page=100')]);
const prefixes = [
  'light',
  'snap',
  'counters',
  'bonecr',
  'sol r',
  'jace',
  'the one',
  'swords to',
  'brainst',
  'goblin g',
];
await measure(
  'autocomplete',
  prefixes.map((p) => `${base}/api/cards/autocomplete?q=${encodeURIComponent(p)}`),
);
