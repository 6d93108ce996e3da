// `npm run bench:save -- [card counts...]`: a one-card save as the editor sends it (POST
// /api/cubes/:id/changes?cards=false adding one card, with an Idempotency-Key) on cubes of 360, 720, 5,000
// and 10,000 cards, the whole request in process, with the real card data; each figure the median of 3
// runs of 7 saves after a warm-up, then the 10,000 / 360 ratio (a save that costs the change keeps it near
// 1; issue 29, ADR 0055, 0066). The cubes' cards are written in SQL from the card index (through the API,
// the seeding would time the paste).
// Where the time goes: each size's line gives the statements of one more save, the rows they returned and
// wrote and the time spent waiting on them; SAVE_BENCH_STATEMENTS=1 lists them.
// Uses embedded PGlite by default; TEST_DATABASE_URL runs it on PostgreSQL.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { workerOf } from '../packages/server/src/services/jobs/worker';
import { createTestApp } from '../packages/server/test/harness';
import { logStatements, totalsOf } from '../packages/server/test/query-log';
import { signUp } from '../packages/server/test/sign-up';
import { loadAverage, median } from './support/figures';

const SAVE_TARGET_MS = 30;
const GROWTH_TARGET = 1.5;
const SAVES_PER_SIZE = 1 + 3 * 7 + 1;
const cardFile = process.env.CARD_DATA_FILE ?? '/work/shared/data/cards.json.gz';
if (!fs.existsSync(cardFile)) {
  console.log(`bench:save skipped: no card data at ${cardFile} (set CARD_DATA_FILE)`);
  process.exit(0);
}
const sizes = process.argv.slice(2).map(Number);
const SIZES = sizes.length > 0 ? sizes : [360, 720, 5_000, 10_000];

const t = await createTestApp({ cards: { file: cardFile } });
await t.cards.start();
// Fan-out jobs run after the request and are not part of it.
await workerOf(t.database)?.stop();
const cookie = await signUp(t.app, {
  email: 'saver@bench.test',
  password: 'bench-password',
  username: 'saver',
});
const all = t.cards.index!.all();

async function cubeOf(size: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cubes',
    headers: { cookie },
    payload: { name: `Save bench ${size}`, visibility: 'public' },
  });
  const id = res.json().cube.id as string;
  // The saves (a warm-up, 3 x 7 and the logged one) bring the cube up to `size`, which may be the cap of 10,000.
  const rows = JSON.stringify(all.slice(0, size - SAVES_PER_SIZE).map((c) => [c.id, c.name]));
  await t.database.db.execute(sql`
    insert into cube_cards (id, cube_id, card_id, name, added_at)
    select ${id} || '-' || n, ${id}, c.v->>0, c.v->>1, now() - (n || ' seconds')::interval
    from jsonb_array_elements(${rows}::jsonb) with ordinality as c(v, n)`);
  await t.database.db.execute(sql`update cubes set card_count = ${size - SAVES_PER_SIZE} where id = ${id}`);
  return id;
}

let added = 0;
/** Each cube's version, carried from save to save as the editor does (no read between them to time). */
const versions = new Map<string, number>();
async function timeSave(cubeId: string): Promise<number> {
  const baseVersion =
    versions.get(cubeId) ??
    (
      await t.app.inject({ method: 'GET', url: `/api/cubes/${cubeId}?cardData=false`, headers: { cookie } })
    ).json().cube.version;
  const card = all[all.length - 1 - added++]!;
  const start = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/cubes/${cubeId}/changes?cards=false`,
    // The editor sends every write with a fresh key (web/src/lib/api.ts), which costs a read and a write.
    headers: { cookie, 'idempotency-key': randomBytes(16).toString('hex') },
    payload: { baseVersion, ops: [{ type: 'add', card: { name: card.name, cardId: card.id } }] },
  });
  const ms = performance.now() - start;
  if (res.statusCode !== 200) throw new Error(res.body);
  versions.set(cubeId, res.json().version.number);
  return ms;
}

const figures: number[] = [];
for (const size of SIZES) {
  const cubeId = await cubeOf(size);
  await timeSave(cubeId); // warm-up: JIT and cold caches
  const runs: number[] = [];
  for (let run = 0; run < 3; run++) {
    const times: number[] = [];
    for (let i = 0; i < 7; i++) times.push(await timeSave(cubeId));
    runs.push(median(times));
  }
  const ms = median(runs);
  figures.push(ms);
  console.log(
    `one-card save, ${size}-card cube: p50 ${ms.toFixed(1)} ms (target ${SAVE_TARGET_MS} ms, ratio ${(ms / SAVE_TARGET_MS).toFixed(2)}); load average ${loadAverage()}`,
  );
  const { statements } = await logStatements(() => timeSave(cubeId));
  const { returned, affected } = totalsOf(statements);
  const waited = statements.reduce((sum, q) => sum + q.ms, 0);
  console.log(
    `  one more save: ${statements.length} statements, ${returned} rows read, ${affected} written, ${waited.toFixed(1)} ms waiting on them`,
  );
  if (process.env.SAVE_BENCH_STATEMENTS) {
    for (const q of statements) console.log(`    ${q.ms.toFixed(2).padStart(6)} ms  ${q.text.slice(0, 110)}`);
  }
}
if (SIZES.length > 1) {
  const ratio = figures.at(-1)! / figures[0]!;
  console.log(
    `one-card save, ${SIZES.at(-1)} / ${SIZES[0]} cards: ratio ${ratio.toFixed(2)} (target under ${GROWTH_TARGET})`,
  );
}
console.log(`load average: ${loadAverage()}`);
await t.close();
