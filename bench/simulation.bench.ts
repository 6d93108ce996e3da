import { simulate } from '../packages/core/src/simulation';
import { loadRealCube } from './support/real-cube';

const drafts = Number(process.env.DRAFTS ?? 1000);
const { entries, byId } = loadRealCube('bench:sim');

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
