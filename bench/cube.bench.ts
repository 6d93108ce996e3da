// `npm run bench:cube`: server time for the cube page's main read and for a big paste, in process
// (Fastify inject on PGlite, or PostgreSQL with TEST_DATABASE_URL), with the real card data.
//   - GET /api/cubes/:id of a 720-card cube (540 main + 180 maybe), 1,000 requests: p50 / p99
//   - bulk add of 540 names (resolve + one saved version), 5 runs: median
// The first render of the list tab in Chromium is measured by e2e/cube-view.spec.ts (performance marks).
import fs from 'node:fs';
import path from 'node:path';
import { createTestApp } from '../packages/server/test/harness';
import { signUp } from '../packages/server/test/sign-up';
import { percentile } from './support/figures';

const cardFile = process.env.CARD_DATA_FILE ?? '/work/shared/data/cards.json.gz';
const listsDir = process.env.CUBE_LISTS_DIR ?? path.join(path.dirname(cardFile), 'cubes');
if (!fs.existsSync(cardFile)) {
  console.log(`bench:cube skipped: no card data at ${cardFile} (set CARD_DATA_FILE)`);
  process.exit(0);
}

const names = fs
  .readdirSync(listsDir)
  .filter((f) => f.endsWith('.txt'))
  .flatMap((f) => fs.readFileSync(path.join(listsDir, f), 'utf8').split('\n'))
  .map((l) => l.trim())
  .filter(Boolean);
const unique = [...new Set(names)];

const t = await createTestApp({ cards: { file: cardFile } });
await t.cards.start();
const cookie = await signUp(t.app, {
  email: 'bench@example.com',
  password: 'bench-password',
  username: 'bench',
});
const headers = { cookie, 'content-type': 'application/json' };

async function newCube(name: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/cubes', headers, payload: { name } });
  return res.json().cube.id as string;
}

async function saveAdds(
  id: string,
  cards: { name: string; board?: 'main' | 'maybe' }[],
  baseVersion: number,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/cubes/${id}/changes`,
    headers,
    payload: { baseVersion, ops: cards.map((card) => ({ type: 'add', card })) },
  });
  if (res.statusCode !== 200) throw new Error(`save failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

// The 720-card cube.
const big = await newCube('Bench 720');
const cube = (await t.app.inject({ method: 'GET', url: `/api/cubes/${big}`, headers })).json();
await saveAdds(
  big,
  unique.slice(0, 720).map((name, i) => ({ name, board: i < 540 ? 'main' : 'maybe' })),
  cube.cube.version,
);
const reads: number[] = [];
for (let i = 0; i < 1050; i++) {
  const start = performance.now();
  const res = await t.app.inject({ method: 'GET', url: `/api/cubes/${big}` });
  const ms = performance.now() - start;
  if (res.statusCode !== 200) throw new Error(`read failed: ${res.statusCode}`);
  if (i >= 50) reads.push(ms); // the first reads warm the JIT and caches
}
const body = (await t.app.inject({ method: 'GET', url: `/api/cubes/${big}` })).body;

// Bulk add: 540 names resolved and saved as one version, into a fresh cube each run.
const adds: number[] = [];
for (let run = 0; run < 5; run++) {
  const id = await newCube(`Bench paste ${run}`);
  const start = performance.now();
  const resolved = await t.app.inject({
    method: 'POST',
    url: '/api/cards/resolve',
    headers,
    payload: { names: Array.from({ length: 540 }, (_, i) => unique[(run * 540 + i) % unique.length]) },
  });
  if (resolved.statusCode !== 200) throw new Error(`resolve failed: ${resolved.statusCode} ${resolved.body}`);
  const found = (resolved.json().results as { card: { name: string } | null }[]).flatMap((r) =>
    r.card ? [{ name: r.card.name }] : [],
  );
  await saveAdds(id, found, 1);
  adds.push(performance.now() - start);
}
await t.close();

const f = (ms: number) => `${ms.toFixed(2)} ms`;
console.log(`database: ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}`);
console.log(
  `GET 720-card cube (${(body.length / 1024).toFixed(0)} KB JSON), ${reads.length} requests: p50 ${f(percentile(reads, 50))}, p99 ${f(percentile(reads, 99))}`,
);
console.log(`bulk add of 540 names (resolve + one saved version), 5 runs: median ${f(percentile(adds, 50))}`);
