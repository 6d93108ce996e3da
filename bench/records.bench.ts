// `npm run bench:records`: GET /api/cubes/:id/records/stats for a 540-card cube (ArenaChromaticCubeJune2021)
// with 500 recorded events of 8 players (4,000 decks of 23 main-deck and 22 sideboard cards, three Swiss
// rounds each, every result confirmed), in process (Fastify inject on PGlite, or PostgreSQL with TEST_DATABASE_URL) with the real
// card data. Target (issue 17): p50 under 100 ms after the first request.
import fs from 'node:fs';
import path from 'node:path';
import { cubeCacheOf } from '../packages/server/src/services/cube-cache/cube-cache';
import { publishRecords } from '../packages/server/src/services/records/access';
import { createTestApp } from '../packages/server/test/harness';
import { benchOwnerWithCube } from './support/bench-cube';
import { loadAverage, percentile } from './support/figures';
import { seedRecordedEvents } from './support/recorded-events';

const EVENTS = Number(process.env.EVENTS ?? 500);
const TARGET_MS = 100;
const cardFile = process.env.CARD_DATA_FILE ?? '/work/shared/data/cards.json.gz';
const listFile = `${process.env.CUBE_LISTS_DIR ?? path.join(path.dirname(cardFile), 'cubes')}/ArenaChromaticCubeJune2021.txt`;
if (!fs.existsSync(cardFile) || !fs.existsSync(listFile)) {
  console.log(`bench:records skipped: ${cardFile} or ${listFile} is missing`);
  process.exit(0);
}

const t = await createTestApp({ cards: { file: cardFile } });
await t.cards.start();
const { headers, cubeId, version } = await benchOwnerWithCube(t.app, 'Records bench');
const names = fs
  .readFileSync(listFile, 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter(Boolean);
const saved = await t.app.inject({
  method: 'POST',
  url: `/api/cubes/${cubeId}/changes`,
  headers,
  payload: { baseVersion: version, ops: names.map((name) => ({ type: 'add', card: { name } })) },
});
if (saved.statusCode !== 200) throw new Error(`save failed: ${saved.statusCode} ${saved.body}`);
const cube = (
  await t.app.inject({ method: 'GET', url: `/api/cubes/${cubeId}?cardData=false`, headers })
).json();
const cards = cube.cards as { cardId: string; name: string }[];

const db = t.database.db;
const t0 = performance.now();
await seedRecordedEvents(db, cubeId, cards, EVENTS);
console.log(
  `setup: ${cards.length}-card cube, ${EVENTS} events of 8 stored in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

const url = `/api/cubes/${cubeId}/records/stats`;
const timed = async () => {
  const start = performance.now();
  const res = await t.app.inject({ method: 'GET', url, headers });
  if (res.statusCode !== 200) throw new Error(`stats failed: ${res.statusCode} ${res.body}`);
  return { ms: performance.now() - start, res };
};
const first = await timed();
const reads: number[] = [];
for (let i = 0; i < 300; i++) reads.push((await timed()).ms);
// The cube cache drops every entry after 30 s; the statistics then come from the memo (live version).
cubeCacheOf(t.ctx).invalidate(cubeId);
const afterDrop = await timed();
// One result changes (its event's version is bumped, the cube's watchers told): the rebuild reads that
// event again and folds the others from memory. Three changes, the median reported.
const afterChange: number[] = [];
for (let i = 0; i < 3; i++) {
  await publishRecords(t.ctx, cubeId, { id: 'bench', username: 'bench' }, `event-${i}`);
  afterChange.push((await timed()).ms);
}
const body = first.res.json();
await t.close();

const p50 = percentile(reads, 50);
console.log(`database: ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}`);
console.log(
  `record stats: ${body.events} events, ${body.decks} decks, ${body.cards.length} cards, ${(first.res.body.length / 1024).toFixed(0)} KB JSON; first request ${first.ms.toFixed(0)} ms, after a cube cache drop ${afterDrop.ms.toFixed(0)} ms`,
);
console.log(
  `GET records/stats after the first, ${reads.length} requests: p50 ${p50.toFixed(2)} ms (target < ${TARGET_MS} ms, ratio ${(p50 / TARGET_MS).toFixed(3)}), p99 ${percentile(reads, 99).toFixed(2)} ms; load average ${loadAverage()}`,
);
console.log(
  `GET records/stats after one event's result changed (median of 3): ${percentile(afterChange, 50).toFixed(1)} ms (first build of all ${EVENTS} events: ${first.ms.toFixed(0)} ms)`,
);
