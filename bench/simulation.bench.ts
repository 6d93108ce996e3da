// `npm run bench:simulation`: the simulator end to end (deal, 8-seat 3 x 15 bot drafts, 8 decks per
// draft, aggregation into the report) over a real 540-card cube list, on one core: wall time, CPU
// time, drafts per second, and the heap held by a 10,000-draft report. Skips when the data is absent.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { cardsByName, cubeFromList } from '../packages/core/src/bots/test-cards';
import { simulate } from '../packages/core/src/simulation';

const cardFile = process.env.CARD_DATA_FILE ?? '/work/shared/data/cards.json.gz';
const cubeFile =
  process.env.CUBE_FILE ??
  `${process.env.CUBE_LISTS_DIR ?? '/work/shared/data/cubes'}/ArenaChromaticCubeJune2021.txt`;
const drafts = Number(process.env.DRAFTS ?? 1000);
if (!fs.existsSync(cardFile) || !fs.existsSync(cubeFile)) {
  console.log(`bench:simulation skipped: ${cardFile} or ${cubeFile} is missing`);
  process.exit(0);
}

const lines = fs.readFileSync(cubeFile, 'utf8').split('\n');
const wanted = new Set(
  lines.map((l) =>
    l
      .trim()
      .replace(/ \/\/\/ /g, ' // ')
      .toLowerCase(),
  ),
);
const cards = cardsByName(JSON.parse(zlib.gunzipSync(fs.readFileSync(cardFile)).toString('utf8')), wanted);
const { entries, missing } = cubeFromList(lines, cards);
const byId = new Map([...cards.values()].map((c) => [c.id, c]));
console.log(`cube ${cubeFile.split('/').pop()}: ${entries.length} cards resolved, ${missing.length} missing`);

const run = (n: number, seed: string) =>
  simulate({
    entries,
    cards: (id) => byId.get(id),
    format: { kind: 'booster', packsPerPlayer: 3, cardsPerPack: 15 },
    seats: 8,
    drafts: n,
    seed,
  });

run(100, 'warm-up');
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const report = run(drafts, 'bench');
const wall = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
const cpuMs = (cpu.user + cpu.system) / 1000;
// CPU time also counts V8's background GC and compiler threads, so it can exceed wall time on an idle
// machine; wall time on a quiet machine is the single-core figure.
const picks = report.cards.reduce((s, c) => s + c.picks, 0);
console.log(
  `simulation: ${drafts} drafts (8 seats, 3 x 15, decks built) in ${wall.toFixed(0)} ms wall, ${cpuMs.toFixed(0)} ms cpu`,
);
console.log(
  `drafts per second: ${((drafts / wall) * 1000).toFixed(0)} wall, ${((drafts / cpuMs) * 1000).toFixed(0)} per cpu-second (target 1000)`,
);
console.log(
  `picks counted: ${picks} (expected ${drafts * 8 * 45}); report JSON ${(JSON.stringify(report).length / 1024).toFixed(0)} KB`,
);

if (process.env.SKIP_MEMORY !== '1') {
  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  const big = run(10_000, 'memory');
  globalThis.gc?.();
  const after = process.memoryUsage().heapUsed;
  console.log(
    `10,000 drafts: report JSON ${(JSON.stringify(big).length / 1024).toFixed(0)} KB, heap growth ${((after - before) / 1048576).toFixed(1)} MB${globalThis.gc ? '' : ' (run with --expose-gc for an exact figure)'}`,
  );
}
