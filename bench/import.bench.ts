// `npm run bench:import`: server time to preview and to import a list of 540 and of 5,000 lines into a
// new cube, in process (Fastify inject on PGlite, or PostgreSQL with TEST_DATABASE_URL), with the real
// card data and printings. Issue 27's targets: a 5,000-line list previews in under 1 s and imports in
// under 2 s. Lines are the real cube lists (CUBE_LISTS_DIR) written as Moxfield-style lines with a
// printing where the card has one, so the printing lookup is timed too. Median of three runs each.
// IMPORT_BENCH_SIZES=5000 picks the sizes; IMPORT_BENCH_PROFILE=1 writes a CPU profile of one 5,000-line import and prints where the time goes,
// with the statements it sent (the rows each returned and wrote, and the time waited on it).
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp } from '../packages/server/test/harness';
import { logStatements } from '../packages/server/test/query-log';
import { signUp } from '../packages/server/test/sign-up';
import { type CpuProfile, rankProfile } from './support/cpu-profile';
import { loadAverage, median } from './support/figures';

const PREVIEW_TARGET_MS = 1000;
const IMPORT_TARGET_MS = 2000;
const SIZES = (process.env.IMPORT_BENCH_SIZES ?? '540,5000').split(',').map(Number);
const RUNS = 3;

const cardFile = process.env.CARD_DATA_FILE ?? '/work/shared/data/cards.json.gz';
const printingsFile =
  process.env.CARD_PRINTINGS_FILE ?? path.join(path.dirname(cardFile), 'printings.json.gz');
const listsDir = process.env.CUBE_LISTS_DIR ?? path.join(path.dirname(cardFile), 'cubes');
if (!fs.existsSync(cardFile) || !fs.existsSync(listsDir)) {
  console.log(`bench:import skipped: no card data at ${cardFile} or no lists at ${listsDir}`);
  process.exit(0);
}
const names = fs
  .readdirSync(listsDir)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .flatMap((f) => fs.readFileSync(path.join(listsDir, f), 'utf8').split('\n'))
  .map((l) => l.trim())
  .filter(Boolean);

const t = await createTestApp({
  cards: { file: cardFile, printings: fs.existsSync(printingsFile) ? printingsFile : undefined },
});
await t.cards.start();
const index = t.cards.index!;
const cookie = await signUp(t.app, {
  email: 'bench@example.com',
  password: 'bench-pw-123',
  username: 'bench',
});
const headers = { cookie, 'content-type': 'application/json' };

/** `size` lines from the real lists (repeated when needed), each `1 Name (SET) 123` when a printing is known. */
function listOf(size: number): string {
  const lines: string[] = [];
  for (let i = 0; i < size; i++) {
    const name = names[i % names.length]!;
    const card = index.lookup(name);
    const p = card ? index.printingsOf(card.id)[0] : undefined;
    lines.push(p ? `1 ${card!.name} (${p.set.toUpperCase()}) ${p.collectorNumber}` : `1 ${name}`);
  }
  return lines.join('\n');
}

async function timed(text: string, preview: boolean): Promise<number> {
  const start = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cubes/import-new',
    headers,
    payload: { text, preview, fileName: 'bench.txt', name: 'Bench' },
  });
  const ms = performance.now() - start;
  if (res.statusCode !== (preview ? 200 : 201))
    throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
  return ms;
}

const row = (label: string, ms: number, target: number) =>
  `${label.padEnd(22)} ${ms.toFixed(0).padStart(6)} ms  target ${target} ms  ratio ${(ms / target).toFixed(2)}`;

console.log(`${os.cpus().length} CPUs, load average ${loadAverage()}; ${testDbLabel()}`);
// One warm-up import, so the first timed run does not pay for compiling the code paths.
await timed(listOf(100), false);
for (const size of SIZES) {
  const text = listOf(size);
  const previews: number[] = [];
  const imports: number[] = [];
  for (let i = 0; i < RUNS; i++) previews.push(await timed(text, true));
  for (let i = 0; i < RUNS; i++) imports.push(await timed(text, false));
  console.log(row(`preview ${size} lines`, median(previews), PREVIEW_TARGET_MS));
  console.log(row(`import ${size} lines`, median(imports), IMPORT_TARGET_MS));
}
console.log(`load average after: ${loadAverage()}`);

if (process.env.IMPORT_BENCH_PROFILE) {
  const session = new inspector.Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  await timed(listOf(5000), false);
  const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
  if (process.env.CPU_PROFILE_OUT) fs.writeFileSync(process.env.CPU_PROFILE_OUT, JSON.stringify(profile));
  for (const line of rankProfile(profile, 25)) console.log(line);
  const { statements } = await logStatements(() => timed(listOf(5000), false));
  console.log(`statements of one 5,000-line import: ${statements.length}`);
  for (const q of statements)
    console.log(
      `${q.ms.toFixed(1).padStart(7)} ms  ${String(q.returned).padStart(5)} read ${String(q.affected).padStart(5)} written  ${q.text.slice(0, 100)}`,
    );
}

await t.close();

function testDbLabel() {
  return process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
}
