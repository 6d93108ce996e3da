// `npm run bench:api-cube-reads -- [card counts...]`: what the cube reads a browser makes cost the server on
// cubes of 540, 720 and 5,000 cards (issue 29, ADR 0086), the whole request in process (inject), with the
// real card data, as a guest: the list tab's hinted read (`?have=<version>~<filter>&form=compact&facts=slim`)
// with a hint no earlier request sent (a new browser: no kept answer to reuse) and with the cube version
// held (`heldCube`), each without Accept-Encoding and with a browser's `gzip, deflate, br`;
// `GET /api/cubes/:id/prices` and `GET /api/cubes/:id/analytics` read again at the same version. Each
// figure is the median over BENCH_RUNS (3) runs of BENCH_ROUNDS (7) requests after a warm-up, in ms, with
// the largest / smallest size ratio (a read that costs what changed stays near 1 once the version is read)
// and the load average. The cubes' cards are written in SQL from the card index, half with a printing.
// Uses embedded PGlite by default; TEST_DATABASE_URL runs it on PostgreSQL.
import fs from 'node:fs';
import { CardIdBloom } from '@cubewright/core/cards';
import { sql } from 'drizzle-orm';
import { workerOf } from '../packages/server/src/services/jobs/worker';
import { createTestApp } from '../packages/server/test/harness';
import { signUp } from '../packages/server/test/sign-up';
import { loadAverage, median } from './support/figures';

const cardFile = process.env.CARD_DATA_FILE ?? '/work/shared/data/cards.json.gz';
if (!fs.existsSync(cardFile)) {
  console.log(`bench:api-cube-reads skipped: no card data at ${cardFile} (set CARD_DATA_FILE)`);
  process.exit(0);
}
const sizes = process.argv.slice(2).map(Number);
const SIZES = sizes.length > 0 ? sizes : [540, 720, 5_000];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const BROWSER = 'gzip, deflate, br';

const t = await createTestApp({ cards: { file: cardFile } });
await t.cards.start();
await workerOf(t.database)?.stop();
const index = t.cards.index!;
const all = index.all();

async function cubeOf(size: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cubes',
    headers: { cookie: owner },
    payload: { name: `Read bench ${size}`, visibility: 'public' },
  });
  const id = res.json().cube.id as string;
  const rows = JSON.stringify(
    all
      .slice(0, size)
      .map((c, i) => [c.id, c.name, i % 2 === 0 ? (index.printingsOf(c.id).at(-1)?.id ?? null) : null]),
  );
  await t.database.db.execute(sql`
    insert into cube_cards (id, cube_id, card_id, name, printing_id, added_at)
    select ${id} || '-' || n, ${id}, c.v->>0, c.v->>1, c.v->>2, now() - (n || ' seconds')::interval
    from jsonb_array_elements(${rows}::jsonb) with ordinality as c(v, n)`);
  await t.database.db.execute(
    sql`update cubes set card_count = ${size}, version = version + 1 where id = ${id}`,
  );
  return id;
}

const owner = await signUp(t.app, {
  email: 'reader@bench.test',
  password: 'bench-password',
  username: 'reader',
});

async function time(url: () => string, encoding?: string): Promise<number> {
  const start = performance.now();
  const res = await t.app.inject({
    method: 'GET',
    url: url(),
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });
  const ms = performance.now() - start;
  if (res.statusCode !== 200)
    throw new Error(`${url()} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  return ms;
}

type Row = Record<string, number>;
const results = new Map<number, Row>();
let hints = 0;
for (const size of SIZES) {
  const id = await cubeOf(size);
  // The first read derives the list and full bodies (a cold version); what follows is timed.
  const full = (await t.app.inject({ method: 'GET', url: `/api/cubes/${id}?form=compact` })).json() as {
    cardDataVersion: string;
    cube: { version: number };
    cards: { cardId: string }[];
  };
  const ids = full.cards.map((c) => c.cardId);
  const base = `/api/cubes/${id}?cardData=true&form=compact&facts=slim`;
  // A hint holding all but one card in twenty, different each time (a browser the server has not seen).
  const freshHint = () => {
    const n = hints++;
    const held = ids.filter((_, i) => (i + n) % 20 !== 0).slice(0, 1_500);
    return `${base}&have=${full.cardDataVersion}~${CardIdBloom.of(held)}`;
  };
  const heldHint = () => `${freshHint()}&heldCube=${full.cube.version}`;
  const reads: [string, () => string, string?][] = [
    ['hinted, new hint, identity', freshHint],
    ['hinted, new hint, br', freshHint, BROWSER],
    ['hinted, version held, br', heldHint, BROWSER],
    ['prices', () => `/api/cubes/${id}/prices`],
    ['analytics', () => `/api/cubes/${id}/analytics`],
  ];
  const row: Row = {};
  for (const [label, url, encoding] of reads) {
    await time(url, encoding);
    const runs: number[] = [];
    for (let r = 0; r < RUNS; r++) {
      const times: number[] = [];
      for (let i = 0; i < ROUNDS; i++) times.push(await time(url, encoding));
      runs.push(median(times));
    }
    row[label] = median(runs);
  }
  results.set(size, row);
  console.log(
    `${size} cards: ${Object.entries(row)
      .map(([k, v]) => `${k} ${v.toFixed(1)} ms`)
      .join('; ')}; load average ${loadAverage()}`,
  );
}
const [first, last] = [SIZES[0]!, SIZES.at(-1)!];
for (const label of Object.keys(results.get(first)!)) {
  const a = results.get(first)![label]!;
  const b = results.get(last)![label]!;
  console.log(
    `${label}: ${b.toFixed(1)} ms at ${last} / ${a.toFixed(1)} ms at ${first}: ratio ${(b / a).toFixed(2)}`,
  );
}
console.log(`load average ${loadAverage()}`);
await t.close();
process.exit(0);
