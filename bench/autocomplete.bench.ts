// Autocomplete and name resolution latency over the full card file, in process (target: p50 < 1 ms).
// Card file: CARD_DATA_FILE, else the offline fixture next to the repository.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CardIndex } from '@cubewright/core/cards';
import { loadCardIndex } from '../packages/server/src/services/cards/load-card-index';
import { loadAverage } from './support/figures';

const cardFile =
  process.env.CARD_DATA_FILE ?? path.resolve(import.meta.dirname, '../../shared/data/cards.json.gz');
if (!fs.existsSync(cardFile)) {
  console.log(`autocomplete bench skipped: no card file at ${cardFile} (set CARD_DATA_FILE)`);
  process.exit(0);
}

const loadStart = performance.now();
const index: CardIndex = await loadCardIndex({ cards: cardFile, printings: null });
// Latencies depend on what else runs; print it so figures from a busy machine read as such.
console.log(`${os.cpus().length} CPUs, load average ${loadAverage()}`);
console.log(`loaded ${index.size} cards in ${((performance.now() - loadStart) / 1000).toFixed(2)} s`);

// Seeded, so every run measures the same queries.
let seed = 0x2f6b1a3d;
const rand = () => {
  seed = (Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
  return seed / 2 ** 32;
};
const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
const names = index.all().map((c) => c.name);
const typo = (name: string) => {
  const i = 1 + Math.floor(rand() * (name.length - 2));
  const kind = Math.floor(rand() * 3);
  if (kind === 0) return name.slice(0, i) + name.slice(i + 1); // dropped letter
  if (kind === 1) return name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2); // swapped letters
  return `${name.slice(0, i)}e${name.slice(i + 1)}`; // wrong letter
};
const sample = Array.from({ length: 300 }, () => pick(names)).filter((n) => n.length > 5);

const queries = {
  'short prefixes': [
    'a',
    'b',
    's',
    'li',
    'sn',
    'bo',
    'dra',
    'gob',
    'sol',
    'jac',
    'ugin',
    'elv',
    'fir',
    'swo',
  ],
  'partial names': sample.map((n) => n.slice(0, 3 + Math.floor(rand() * 6))),
  'full names': sample,
  typos: sample.map(typo),
};

function measure(label: string, inputs: string[], fn: (q: string) => unknown, rounds = 5) {
  for (const q of inputs) fn(q); // warm-up
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const q of inputs) {
      const t = performance.now();
      fn(q);
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  const p50 = at(0.5);
  const p99 = at(0.99);
  console.log(
    `  ${label.padEnd(36)} p50 ${(p50 * 1000).toFixed(0).padStart(5)} µs  p99 ${(p99 * 1000).toFixed(0).padStart(5)} µs  ` +
      `ratio p50/1 ms ${p50.toFixed(3)}  (${times.length} runs)`,
  );
  return times;
}

console.log('autocomplete (top 10)');
const all: number[] = [];
for (const [label, inputs] of Object.entries(queries))
  all.push(...measure(label, inputs, (q) => index.autocomplete(q)));
all.sort((a, b) => a - b);
const p = (q: number) => all[Math.floor(q * (all.length - 1))]!;
console.log(
  `  ${'all autocomplete queries'.padEnd(36)} p50 ${(p(0.5) * 1000).toFixed(0)} µs  p99 ${(p(0.99) * 1000).toFixed(0)} µs  ratio p50/1 ms ${p(0.5).toFixed(3)}`,
);

console.log('name resolution');
measure('exact names', sample, (q) => index.resolve(q));
measure('typos (fuzzy suggestions)', queries.typos, (q) => index.resolve(q));
const list = sample.slice(0, 250).concat(sample.slice(0, 250).map((n) => n.toUpperCase()));
const t = performance.now();
index.resolveAll(list);
console.log(`  resolveAll of a 500-line list: ${(performance.now() - t).toFixed(2)} ms`);
