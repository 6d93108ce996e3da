// `npm run bench:recommend`: the time to compute one cube's suggestions (core/recommend: the most similar
// public cubes through the inverted index, then adds and cuts) at 1,000 and 10,000 public cubes. The
// public cubes are synthetic, drawn from the real lists in CUBE_LISTS_DIR: each takes one real list as
// its idea (most of its cards, reshuffled) and some cards of the other lists, at 360, 450 or 540 cards,
// seeded so runs compare. Card names stand for card ids (the index only compares ids). Issue 18 names
// no target time, so none is printed. Measured: the job's computation on a built index, and the
// index build (done once per process and again when 5% of public cubes changed); not the database read.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRng, type Rng, shuffled } from '../packages/core/src/random';
import { type CorpusCube, CubeCorpus, suggestForCube } from '../packages/core/src/recommend';
import { loadAverage, median } from './support/figures';

const dir = process.env.CUBE_LISTS_DIR ?? '/work/shared/data/cubes';
if (!fs.existsSync(dir)) {
  console.log(`bench:recommend skipped: ${dir} is missing`);
  process.exit(0);
}
const lists = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => [
    ...new Set(
      fs
        .readFileSync(path.join(dir, f), 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean),
    ),
  ]);
const pool = [...new Set(lists.flat())];
const SIZES = [360, 450, 540];
const SAMPLES = 50;

function syntheticCube(id: string, rng: Rng): CorpusCube {
  const idea = lists[rng.int(lists.length)]!;
  const size = SIZES[rng.int(SIZES.length)]!;
  const cards = new Set(shuffled(idea, rng).slice(0, Math.round(size * 0.8)));
  while (cards.size < size && cards.size < pool.length) cards.add(pool[rng.int(pool.length)]!);
  return { id, cards: [...cards] };
}

console.log(
  `${lists.length} real lists (${pool.length} distinct cards); ${os.cpus().length} CPUs, load average ${loadAverage()}`,
);
for (const count of [1_000, 10_000]) {
  const rng = createRng('bench-recommend', count);
  const cubes = Array.from({ length: count }, (_, i) => syntheticCube(`cube-${i}`, rng));
  const t0 = performance.now();
  const corpus = new CubeCorpus(cubes);
  const buildMs = performance.now() - t0;
  const times: number[] = [];
  let adds = 0;
  for (let s = 0; s < SAMPLES; s++) {
    const target = cubes[rng.int(cubes.length)]!;
    const t1 = performance.now();
    const result = suggestForCube(corpus, target.id, target.cards);
    times.push(performance.now() - t1);
    adds += result.adds.length;
  }
  console.log(
    `${count.toLocaleString('en')} public cubes: one cube's suggestions median ${median(times).toFixed(1)} ms, ` +
      `max ${Math.max(...times).toFixed(1)} ms over ${SAMPLES} cubes (${(adds / SAMPLES).toFixed(0)} adds each); ` +
      `index build ${buildMs.toFixed(0)} ms; target: none named in issue 18; load average ${loadAverage()}`,
  );
}
