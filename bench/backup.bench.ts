// `npm run bench:backup`: how long `npm run db:backup` and `npm run db:restore` take on a database of
// 10,000 cubes, on embedded PGlite and on PostgreSQL (TEST_DATABASE_URL, default the local server).
// The cubes are synthetic: each takes CARDS_PER_CUBE consecutive cards of one of the real lists
// (CUBE_LISTS_DIR), with a version and an activity entry. Three runs each; the median is reported, with
// the machine's load average. Env: CUBES (10000), CARDS_PER_CUBE (45), RUNS (3), KINDS (pglite,postgres).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { backupDatabase, restoreDatabase } from '../packages/server/src/db/backup/backup';
import { type Database, openDatabase } from '../packages/server/src/db/client';
import { tableChecksums, totalRows } from '../packages/server/src/db/table-checksums';
import { createFreshPostgres } from '../packages/server/test/harness';
import { loadAverage, median } from './support/figures';

const CUBES = Number(process.env.CUBES ?? 10_000);
const CARDS = Number(process.env.CARDS_PER_CUBE ?? 45);
const RUNS = Number(process.env.RUNS ?? 3);
const KINDS = (process.env.KINDS ?? 'pglite,postgres').split(',');
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const listsDir = process.env.CUBE_LISTS_DIR ?? '/work/shared/data/cubes';
if (!fs.existsSync(listsDir)) {
  console.log(`backup bench skipped: ${listsDir} is missing (set CUBE_LISTS_DIR)`);
  process.exit(0);
}
const lists = fs
  .readdirSync(listsDir)
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) =>
    fs
      .readFileSync(path.join(listsDir, f), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
  );

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-backup-bench-'));
const quiet = new Writable({ write: (_c, _e, done) => done() });
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** Fills a migrated database with CUBES cubes straight through SQL (the API would time the app, not the backup). */
async function fill(database: Database) {
  const db = database.db;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`create temp table bench_names (list int, pos int, name text) on commit drop`);
    for (const [i, names] of lists.entries())
      await tx.execute(
        sql`insert into bench_names select ${i}, ord, name
            from jsonb_array_elements_text(${JSON.stringify(names)}::jsonb) with ordinality as t(name, ord)`,
      );
    await tx.execute(sql`insert into "user" (id, name, email) values ('bench', 'bench', 'bench@bench.test')`);
    await tx.execute(
      sql`insert into cubes (id, name, size, created_by, metadata, card_count, version)
          select 'c' || n, 'Bench cube ' || n, ${CARDS}, 'bench', '{}'::jsonb, ${CARDS}, 1 from generate_series(1, ${CUBES}) n`,
    );
    // Cube n takes CARDS consecutive cards of list n mod lists, starting further in for later cubes.
    await tx.execute(
      sql`with lens as (select list, max(pos) as len from bench_names group by list),
          picks as (select n, l.list, ((n / ${lists.length}) * ${CARDS}) % greatest(1, l.len - ${CARDS}) as start
                    from generate_series(1, ${CUBES}) n join lens l on l.list = n % ${lists.length})
          insert into cube_cards (id, cube_id, card_id, name, tags)
          select 'c' || p.n || '-' || b.pos, 'c' || p.n, 'name:' || lower(b.name), b.name, array['bench']
          from picks p join bench_names b on b.list = p.list and b.pos > p.start and b.pos <= p.start + ${CARDS}`,
    );
    await tx.execute(
      sql`insert into cube_versions (cube_id, number, author_id, summary, counts, diff)
          select 'c' || n, 1, 'bench', 'Created', '{}'::jsonb, '[]'::jsonb from generate_series(1, ${CUBES}) n`,
    );
    await tx.execute(
      sql`insert into cube_activity (id, cube_id, user_id, username, action, details, summary)
          select 'a' || n, 'c' || n, 'bench', 'bench', 'create', '{}'::jsonb, 'Created the cube'
          from generate_series(1, ${CUBES}) n`,
    );
  });
  return tableChecksums(db);
}

for (const kind of KINDS) {
  const drops: (() => Promise<void>)[] = [];
  const place = async (tag: string) => {
    if (kind === 'postgres') {
      const fresh = await createFreshPostgres(ADMIN_URL);
      drops.push(fresh.drop);
      return { databaseUrl: fresh.url, dataDir: path.join(tmp, tag) };
    }
    return { databaseUrl: undefined, dataDir: path.join(tmp, `${tag}-${Date.now()}`) };
  };
  const source = await place('source');
  const database = await openDatabase({ ...source, onPoolError: () => {} });
  await database.migrate();
  const started = performance.now();
  const expected = await fill(database);
  await database.close();
  console.log(
    `${kind}: ${CUBES.toLocaleString('en')} cubes, ${totalRows(expected).toLocaleString('en')} rows, filled in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const backups: number[] = [];
  const restores: number[] = [];
  let size = 0;
  for (let run = 0; run < RUNS; run++) {
    const file = path.join(tmp, `${kind}-${run}.backup`);
    let t0 = performance.now();
    await backupDatabase(source, file, quiet);
    backups.push(performance.now() - t0);
    size = fs.statSync(file).size;
    const target = await place(`target-${run}`);
    t0 = performance.now();
    await restoreDatabase(target, file, { force: false, out: quiet });
    restores.push(performance.now() - t0);
    const restored = await openDatabase({ ...target, onPoolError: () => {} });
    const equal = JSON.stringify(await tableChecksums(restored.db)) === JSON.stringify(expected);
    await restored.close();
    if (!equal) throw new Error(`${kind}: run ${run + 1} restored a different database`);
    fs.rmSync(file);
    console.log(
      `  run ${run + 1}: backup ${(backups[run]! / 1000).toFixed(1)} s, restore ${(restores[run]! / 1000).toFixed(1)} s (equal), load ${loadAverage()}`,
    );
  }
  console.log(
    `${kind}: backup median ${(median(backups) / 1000).toFixed(1)} s, restore median ${(median(restores) / 1000).toFixed(1)} s, file ${mb(size)}, load average ${loadAverage()}`,
  );
  for (const drop of drops) await drop();
}
fs.rmSync(tmp, { recursive: true, force: true });
