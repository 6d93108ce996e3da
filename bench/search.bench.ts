// `npm run bench:search`: compiles 20 realistic queries and runs each over every card of the fixture,
// printing p50/p99 per query and overall against the target (complex query p50 under 3 ms).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { normalizeCards, parseBulkJson } from '../packages/core/src/cards';
import { compileQuery, factsOf } from '../packages/core/src/filter';

const TARGET_MS = 3;
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const file =
  process.env.CARD_DATA_FILE ?? path.resolve(import.meta.dirname, '../../shared/data/cards.json.gz');

const QUERIES: { q: string; complex: boolean }[] = [
  { q: 'bolt', complex: false },
  { q: 't:creature', complex: false },
  { q: 'c:r', complex: false },
  { q: 'mv<=2', complex: false },
  { q: 'o:"draw a card"', complex: false },
  { q: 'id<=esper', complex: false },
  { q: 'r>=rare', complex: false },
  { q: 'kw:flying', complex: false },
  { q: 'is:mdfc', complex: false },
  { q: 's:war', complex: false },
  { q: 'o:"draw a card" t:instant mv<=1', complex: true },
  { q: 't:creature (o:flash OR kw:flash) c:u mv<=3', complex: true },
  { q: '(c:r OR c:g) t:creature pow>=4 mv<=3 -is:dfc', complex: true },
  { q: 'id<=izzet (t:instant OR t:sorcery) o:/deals \\d damage/', complex: true },
  { q: 'c:m -is:gold is:permanent r>=uncommon', complex: true },
  { q: 'm:{r/g}{r/g} OR m:{2/w} OR is:phyrexian', complex: true },
  { q: 't:legendary t:creature pow>tou id>=2 kw>1', complex: true },
  { q: '-(t:creature OR t:land) c:c mv>=2 o:"~"', complex: true },
  { q: 'o:"enters tapped" t:land -t:basic (id=2 OR id=3) -o:"pay 2 life"', complex: true },
  { q: '(o:destroy OR o:exile) o:"target creature" (t:instant OR t:sorcery) mv<=2 -c:m', complex: true },
];

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

if (!fs.existsSync(file)) {
  console.log(`search bench: ${file} is absent, skipped`);
  process.exit(0);
}
const cards = normalizeCards(parseBulkJson(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8')));
let t = performance.now();
for (const c of cards) factsOf(c);
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on ${os.cpus().length} cores (figures are wall-clock)`,
);
console.log(`${cards.length} cards; search facts built once in ${(performance.now() - t).toFixed(0)} ms`);

const all: number[] = [];
const complexAll: number[] = [];
// CPU time per run is printed beside wall time: on a shared, oversubscribed machine it is the steadier figure.
const cpuAll: number[] = [];
const cpuComplex: number[] = [];
console.log(
  `${'query'.padEnd(72)} ${'matches'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'cpu p50'.padStart(8)}`,
);
for (const { q, complex } of QUERIES) {
  const r = compileQuery(q);
  if (!r.ok) throw new Error(`${q}: ${r.error.message}`);
  let matches = 0;
  for (let i = 0; i < 5; i++) matches = cards.filter((c) => r.predicate(c)).length; // warm-up
  const times: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    t = performance.now();
    let n = 0;
    for (const c of cards) if (r.predicate(c)) n++;
    times.push(performance.now() - t);
    const used = process.cpuUsage(c0);
    cpu.push((used.user + used.system) / 1000);
    if (n !== matches) throw new Error('non-deterministic result');
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  cpuAll.push(...cpu);
  if (complex) cpuComplex.push(...cpu);
  all.push(...times);
  if (complex) complexAll.push(...times);
  const label = `${complex ? '[complex] ' : ''}${q}`.slice(0, 72).padEnd(72);
  console.log(
    `${label} ${String(matches).padStart(7)} ${pct(times, 50).toFixed(2).padStart(8)} ${pct(times, 99).toFixed(2).padStart(8)} ${pct(cpu, 50).toFixed(2).padStart(8)}`,
  );
}
all.sort((a, b) => a - b);
complexAll.sort((a, b) => a - b);
const p50c = pct(complexAll, 50);
console.log(
  `overall: p50 ${pct(all, 50).toFixed(2)} ms, p99 ${pct(all, 99).toFixed(2)} ms over ${all.length} runs`,
);
console.log(
  `complex queries: p50 ${p50c.toFixed(2)} ms, p99 ${pct(complexAll, 99).toFixed(2)} ms; target p50 < ${TARGET_MS} ms -> ratio ${(p50c / TARGET_MS).toFixed(2)} (${p50c < TARGET_MS ? 'met' : 'MISSED'})`,
);
cpuAll.sort((a, b) => a - b);
cpuComplex.sort((a, b) => a - b);
console.log(
  `cpu time per run: overall p50 ${pct(cpuAll, 50).toFixed(2)} ms, complex p50 ${pct(cpuComplex, 50).toFixed(2)} ms`,
);
