// `npm run bench:search`: compiles 20 realistic queries and runs each over every card of the fixture,
// through the prepared search index (the fast path) and through the per-card predicate, printing
// p50/p99 per query and overall against the target (complex query p50 under 3 ms, index path); then
// the server's card search (`CardSearch`) answering each query's first page as a new query (no match
// set and no term cached), per query and in rounds of all 20 (each query once a round, as a person's
// queries come: colder than one query repeated).
// Then the same queries over HTTP against the built app from the moment it says ready (p50 under
// 3 ms), and again once its card tables are written; SEARCH_HTTP=0 skips that part.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { CardIndex, normalizeCards, parseBulkJson } from '../packages/core/src/cards';
import { compileQuery, matchIndices, prepareCards } from '../packages/core/src/filter';
import { SAMPLE_QUERIES as QUERIES } from '../packages/core/src/filter/sample-queries';
import { cardSearchQuerySchema } from '../packages/core/src/protocol';
import { CardSearch } from '../packages/server/src/services/card-search/card-search';
import { prepareSearchNow } from '../packages/server/src/services/card-search/prepared-search';
import { warmClientAndMeasureFloor } from './support/client-floor';
import { loadAverage } from './support/figures';
import {
  HTTP_SEARCH_TARGET_MS,
  percentile,
  searchPass,
  serverCpuSeconds,
  serverEventLoopDelay,
} from './support/http-search';
import { startServedApp } from './support/served-app';

const TARGET_MS = 3;
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const file =
  process.env.CARD_DATA_FILE ?? path.resolve(import.meta.dirname, '../../shared/data/cards.json.gz');

if (!fs.existsSync(file)) {
  console.log(`search bench: ${file} is absent, skipped`);
  process.exit(0);
}
const cards = normalizeCards(parseBulkJson(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8')));
let t = performance.now();
const index = prepareCards(cards);
console.log(`load average ${loadAverage()} on ${os.cpus().length} cores (figures are wall-clock)`);
console.log(
  `${cards.length} cards; search index (facts) built once in ${(performance.now() - t).toFixed(0)} ms`,
);

interface Figures {
  all: number[];
  complex: number[];
  /** CPU time per run: on a shared, oversubscribed machine it is the steadier figure. */
  cpu: number[];
  cpuComplex: number[];
}
const newFigures = (): Figures => ({ all: [], complex: [], cpu: [], cpuComplex: [] });
// "per-card" is `predicate(card)` over the card list, compiled once (the path before the index);
// "index" compiles the query on every run (so the per-term memos start empty, as on each keystroke)
// and runs `matchIndices` over `prepareCards(cards)`: the path the UI and server use.
const source = new CardIndex(cards);
const prepared = prepareSearchNow(source);
/** A new query's first page: a CardSearch of its own, so neither its match set nor its terms are cached. */
function firstPage(q: string): number {
  const found = new CardSearch(() => prepared).search(
    source,
    cardSearchQuerySchema.parse({ q, pageSize: 20 }),
  );
  if (!found.ok) throw new Error(`${q}: ${found.error.message}`);
  return found.page.total;
}
const modes = {
  'per-card': { figures: newFigures(), run: (r: Compiled) => cards.filter((c) => r.predicate(c)).length },
  index: {
    figures: newFigures(),
    run: (r: Compiled) => {
      const fresh = compileQuery(r.text);
      if (!fresh.ok) throw new Error(r.text);
      return matchIndices(index, fresh.matcher).length;
    },
  },
  'first page': { figures: newFigures(), run: (r: Compiled) => firstPage(r.text) },
};
type Compiled = Extract<ReturnType<typeof compileQuery>, { ok: true }> & { text: string };

console.log(
  `${'query'.padEnd(64)} ${'matches'.padStart(7)} ${'card p50'.padStart(8)} ${'idx p50'.padStart(8)} ${'idx p99'.padStart(8)} ${'idx cpu'.padStart(8)} ${'page p50'.padStart(8)}`,
);
for (const { q, complex } of QUERIES) {
  const compiled = compileQuery(q);
  if (!compiled.ok) throw new Error(`${q}: ${compiled.error.message}`);
  const r = { ...compiled, text: q };
  const row: number[] = [];
  let matches = -1;
  for (const mode of Object.values(modes)) {
    for (let i = 0; i < 5; i++) mode.run(r); // warm-up
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const c0 = process.cpuUsage();
      t = performance.now();
      const n = mode.run(r);
      times.push(performance.now() - t);
      const used = process.cpuUsage(c0);
      cpu.push((used.user + used.system) / 1000);
      if (matches === -1) matches = n;
      if (n !== matches) throw new Error(`${q}: the two paths or two runs disagree (${n} vs ${matches})`);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const f = mode.figures;
    f.all.push(...times);
    f.cpu.push(...cpu);
    if (complex) {
      f.complex.push(...times);
      f.cpuComplex.push(...cpu);
    }
    row.push(percentile(times, 50), percentile(times, 99), percentile(cpu, 50));
  }
  const label = `${complex ? '[complex] ' : ''}${q}`.slice(0, 64).padEnd(64);
  const [cardP50, , , idxP50, idxP99, idxCpu, pageP50] = row.map((x) => x.toFixed(2).padStart(8));
  console.log(`${label} ${String(matches).padStart(7)} ${cardP50} ${idxP50} ${idxP99} ${idxCpu} ${pageP50}`);
}
for (const [name, { figures: f }] of Object.entries(modes)) {
  for (const list of Object.values(f) as number[][]) list.sort((a, b) => a - b);
  const p50c = percentile(f.complex, 50);
  console.log(
    `${name}: overall p50 ${percentile(f.all, 50).toFixed(2)} ms, p99 ${percentile(f.all, 99).toFixed(2)} ms; complex p50 ${p50c.toFixed(2)} ms, p99 ${percentile(f.complex, 99).toFixed(2)} ms; cpu p50 overall ${percentile(f.cpu, 50).toFixed(2)} ms, complex ${percentile(f.cpuComplex, 50).toFixed(2)} ms`,
  );
  console.log(
    `${name}: complex p50 vs target ${TARGET_MS} ms -> ratio ${(p50c / TARGET_MS).toFixed(2)} (${p50c < TARGET_MS ? 'met' : 'MISSED'})`,
  );
}

// Each query once a round: what a server sees, where the code of one query's fields has gone cold by the
// time it comes again.
const rounds: number[] = [];
for (let round = 0; round < 20; round++) {
  for (const { q } of QUERIES) {
    t = performance.now();
    firstPage(q);
    rounds.push(performance.now() - t);
  }
}
rounds.sort((a, b) => a - b);
console.log(
  `first page of a new query, in rounds of the ${QUERIES.length} queries (CardSearch, nothing cached): p50 ${percentile(rounds, 50).toFixed(2)} ms, p90 ${percentile(rounds, 90).toFixed(2)} ms`,
);

if (process.env.SEARCH_HTTP !== '0') {
  const floor = await warmClientAndMeasureFloor();
  console.log(floor.describe);
  const app = await startServedApp();
  try {
    const started = performance.now();
    let health = await app.health();
    while (health?.cards?.status !== 'ready') {
      if (performance.now() - started > 180_000) throw new Error('the app did not load its cards in 180 s');
      await new Promise((r) => setTimeout(r, 100));
      health = await app.health();
    }
    const passes = Number(process.env.HTTP_PASSES ?? 10);
    const inProcess = percentile(modes.index.figures.all, 50);
    // Measured twice: from "ready" on, while the card tables are written (the target holds then too),
    // and once they are written, which leaves the serving path's own cost.
    const measure = async (when: string, firstPass: number) => {
      const times: number[] = [];
      const cpu0 = await serverCpuSeconds(app.base);
      await serverEventLoopDelay(app.base);
      for (let pass = firstPass; pass < firstPass + passes; pass++)
        times.push(...(await searchPass(app.base, pass)));
      const lag = await serverEventLoopDelay(app.base);
      const cpuMs = ((await serverCpuSeconds(app.base)) - cpu0) * 1000;
      times.sort((a, b) => a - b);
      const p50 = percentile(times, 50);
      console.log(
        `HTTP ${when} (built app, ${passes} passes of the ${QUERIES.length} queries): p50 ${p50.toFixed(2)} ms, p90 ${percentile(times, 90).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms; in process (index path) p50 ${inProcess.toFixed(2)} ms, HTTP x${(p50 / inProcess).toFixed(1)}`,
      );
      console.log(
        `  server cpu ${(cpuMs / times.length).toFixed(2)} ms per search (mean, with whatever else the server did meanwhile); server event-loop delay p99 ${lag.p99.toFixed(1)} ms, max ${lag.max.toFixed(1)} ms`,
      );
      console.log(
        `  p50 vs target ${HTTP_SEARCH_TARGET_MS} ms -> ratio ${(p50 / HTTP_SEARCH_TARGET_MS).toFixed(2)} (${p50 < HTTP_SEARCH_TARGET_MS ? 'met' : 'MISSED'}); load average ${loadAverage()}`,
      );
    };
    await measure(`from "ready" on (card tables ${health.cardTables})`, 1);
    while (health?.cardTables === 'writing' && performance.now() - started < 600_000) {
      await new Promise((r) => setTimeout(r, 500));
      health = await app.health();
    }
    await measure(`once the card tables were ${health?.cardTables}`, passes + 1);
  } finally {
    app.stop();
  }
}
