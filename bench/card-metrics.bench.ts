// `npm run bench:card-metrics`: GET /api/cubes/:id/card-metrics for a 540-card cube with DRAFTS finished
// drafts (8 people, 3 packs of 15: 360 picks each) and EVENTS recorded events of 8 players (45-card
// decks, three confirmed Swiss rounds), in process (Fastify inject on PGlite, or PostgreSQL with
// TEST_DATABASE_URL). The read model (docs/decisions/0067-card-metrics.md) folds each source once, then
// a read is one query of the cube's totals, and a change costs the one event it touches. Printed: the
// first folding of the whole history (FOLDS_PER_READ sources per request), the steady read, and the
// read right after one result changes. Target: both reads under 100 ms at p50, the same at any history
// size (run with EVENTS=100 and EVENTS=500 to compare).
import { eq, sql } from 'drizzle-orm';
import { createRng } from '../packages/core/src/random';
import { draftEvents, drafts, recordEvents, recordMatches } from '../packages/server/src/db/schema';
import { createTestApp } from '../packages/server/test/harness';
import { benchOwnerWithCube } from './support/bench-cube';
import { loadAverage, percentile } from './support/figures';
import { seedRecordedEvents } from './support/recorded-events';

const EVENTS = Number(process.env.EVENTS ?? 500);
const DRAFTS = Number(process.env.DRAFTS ?? 200);
const TARGET_MS = 100;

const t = await createTestApp({});
const { headers, cubeId } = await benchOwnerWithCube(t.app, 'Card metrics bench');
// The metrics key on card ids only: synthetic cards spare loading the card data.
const cards = Array.from({ length: 540 }, (_, i) => ({ cardId: `card-${i}`, name: `Card ${i}` }));

const db = t.database.db;
const t0 = performance.now();
await seedRecordedEvents(db, cubeId, cards, EVENTS, 'bench-card-metrics');
const rng = createRng('bench-card-metrics-drafts');
for (let d = 0; d < DRAFTS; d++) {
  const id = `draft-${d}`;
  const pool = [...cards].sort(() => rng.next() - 0.5).slice(0, 360);
  const seats = Array.from({ length: 8 }, () => ({ kind: 'human', pool: [] }));
  await db.insert(drafts).values({
    id,
    cubeId,
    cubeName: 'Card metrics bench',
    format: 'booster',
    seed: id,
    hostId: 'bench',
    status: 'complete',
    settings: {} as never,
    initial: { seats } as never,
  });
  // 3 packs of 15 passed round 8 seats: pick k of a pack goes to seat (k + pack) % 8.
  const events = pool.map((c, i) => {
    const pack = Math.floor(i / 120);
    const pick = Math.floor((i % 120) / 8);
    return {
      type: 'picked',
      seat: (i + pack) % 8,
      packNumber: pack,
      pickNumber: pick,
      packId: `${pack}-${i % 8}`,
      card: { id: `${id}-${i}`, cardId: c.cardId },
    };
  });
  await db.insert(draftEvents).values({ draftId: id, seq: 1, kind: 'pick', events: events as never });
}
console.log(
  `setup: ${EVENTS} events of 8 and ${DRAFTS} drafts of 8 stored in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

const url = `/api/cubes/${cubeId}/card-metrics`;
const timed = async () => {
  const start = performance.now();
  const res = await t.app.inject({ method: 'GET', url, headers });
  if (res.statusCode !== 200) throw new Error(`card metrics failed: ${res.statusCode} ${res.body}`);
  return { ms: performance.now() - start, body: res.json() };
};

// The first reads fold the whole history, a few sources per request, as a cube's first visit would.
const foldStart = performance.now();
let requests = 0;
let read = await timed();
const firstMs = read.ms;
for (requests = 1; read.body.pending > 0; requests++) read = await timed();
const foldMs = performance.now() - foldStart;

const steady: number[] = [];
for (let i = 0; i < 200; i++) steady.push((await timed()).ms);

// One result turned around, as the records routes store it (publishRecords bumps the version).
const changed: number[] = [];
for (let i = 0; i < 50; i++) {
  const eventId = `event-${i % EVENTS}`;
  await db
    .update(recordMatches)
    .set({ aWins: sql`${recordMatches.bWins}`, bWins: sql`${recordMatches.aWins}` })
    .where(eq(recordMatches.id, `${eventId}-1-0`));
  await db
    .update(recordEvents)
    .set({ metricsVersion: sql`${recordEvents.metricsVersion} + 1` })
    .where(eq(recordEvents.id, eventId));
  changed.push((await timed()).ms);
}
const body = read.body;
await t.close();

console.log(`database: ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}`);
console.log(
  `history: ${body.drafts} drafts, ${body.events} events, ${body.decks} decks, ${body.cards.length} cards; folded in ${(foldMs / 1000).toFixed(1)} s over ${requests} requests (first ${firstMs.toFixed(0)} ms)`,
);
for (const [what, xs] of [
  ['steady read', steady],
  ['read after one result changed', changed],
] as const) {
  const p50 = percentile(xs, 50);
  console.log(
    `${what}, ${xs.length} requests: p50 ${p50.toFixed(2)} ms (target < ${TARGET_MS} ms, ratio ${(p50 / TARGET_MS).toFixed(3)}), p99 ${percentile(xs, 99).toFixed(2)} ms; load average ${loadAverage()}`,
  );
}
