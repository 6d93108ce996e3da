// `npx tsx bench/fanout.bench.ts`: a card save on a cube with 10,000 followers versus one with none
// (request time: the fan-out is a job, so they should match), the time until the last follower's
// notification is written, and the browse page's server time with 5,000 public cubes (each order,
// with likes and follows spread over them).
// Uses embedded PGlite by default; TEST_DATABASE_URL runs it on PostgreSQL.
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { workerOf } from '../packages/server/src/services/jobs/worker';
import { createTestApp } from '../packages/server/test/harness';
import { signUp } from '../packages/server/test/sign-up';

const FOLLOWERS = Number(process.env.FOLLOWERS ?? 10_000);
const CUBES = Number(process.env.CUBES ?? 5_000);
const SAVES = 10;
/** A community list page should answer well inside a page load's budget. */
const LIST_TARGET_MS = 200;

const t = await createTestApp();
const db = t.database.db;
const cookie = await signUp(t.app, {
  email: 'owner@bench.test',
  password: 'bench-password',
  username: 'owner',
});
const create = async (name: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cubes',
    headers: { cookie },
    payload: { name, visibility: 'public' },
  });
  return res.json().cube.id as string;
};
const busy = await create('Followed by many');
const quiet = await create('Followed by none');

// Followers straight into the tables: signing 10,000 people up through better-auth would time the hashing.
await db.execute(
  sql`insert into "user" (id, name, email) select 'f' || i, 'f' || i, 'f' || i || '@bench.test' from generate_series(1, ${FOLLOWERS}) i`,
);
await db.execute(
  sql`insert into profiles (user_id, email, username) select 'f' || i, 'f' || i || '@bench.test', 'f' || i from generate_series(1, ${FOLLOWERS}) i`,
);
await db.execute(
  sql`insert into cube_follows (user_id, cube_id) select 'f' || i, ${busy} from generate_series(1, ${FOLLOWERS}) i`,
);

const worker = workerOf(t.database)!;
await worker.stop(); // jobs run when this bench says, so the save timing sees none of them
let n = 0;
async function timeSaves(cubeId: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < SAVES; i++) {
    const { version } = (
      await t.app.inject({ method: 'GET', url: `/api/cubes/${cubeId}?cardData=false`, headers: { cookie } })
    ).json().cube;
    const card = `Bench Card ${++n}`;
    const start = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/cubes/${cubeId}/changes`,
      headers: { cookie },
      payload: {
        baseVersion: version,
        ops: [{ type: 'add', card: { name: card, cardId: `name:${card.toLowerCase()}` } }],
      },
    });
    times.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  return times.sort((a, b) => a - b);
}
const median = (xs: number[]) => xs[Math.floor(xs.length / 2)]!;
await timeSaves(quiet); // warm-up: the first saves pay for JIT and cold caches
const none = await timeSaves(quiet);
const many = await timeSaves(busy);
console.log(`save, cube with 0 followers:      median ${median(none).toFixed(1)} ms`);
console.log(
  `save, cube with ${FOLLOWERS} followers: median ${median(many).toFixed(1)} ms (ratio ${(median(many) / median(none)).toFixed(2)})`,
);

const start = performance.now();
const ran = await worker.drain();
const fanout = performance.now() - start;
const counted = await db.execute(
  sql`select count(*)::int as c from notifications where kind = 'cube_update' and cube_id = ${busy}`,
);
const c = ((counted as { rows: { c: number }[] }).rows[0]?.c ?? 0) as number;
console.log(
  `fan-out: ${ran} jobs, ${c} notifications to the busy cube's followers written in ${fanout.toFixed(0)} ms (${(fanout / SAVES).toFixed(0)} ms per save to ${FOLLOWERS} followers)`,
);

await db.execute(sql`
  insert into cubes (id, name, size, created_by, metadata, card_count, updated_at)
  select 'b' || i, 'Bench cube ' || i, 360, 'f1', '{"colors":["W","U"],"averageCmc":0,"totalCards":0,"cardsByRarity":{},"cardsByType":{}}', i % 540,
    now() - (i || ' minutes')::interval
  from generate_series(1, ${CUBES}) i`);
// Likes for the sort by likes: 0 to 19 per cube (about 47,500 at 5,000 cubes), from the followers above.
await db.execute(sql`
  insert into cube_likes (user_id, cube_id)
  select 'f' || u, 'b' || c from generate_series(1, ${CUBES}) c, generate_series(1, c % 20) u`);
// Follows for the sort by followers, spread as real data would be: a few popular cubes with thousands
// of followers, a long tail with a handful (about 26,000 at 5,000 cubes), on top of the busy cube's.
await db.execute(sql`
  insert into cube_follows (user_id, cube_id)
  select 'f' || u, 'b' || c from generate_series(1, ${CUBES}) c,
    generate_series(1, least(${FOLLOWERS}, 2000 / c + c % 5)) u`);
const follows = await db.execute(
  sql`select count(*)::int as c, count(distinct cube_id)::int as cubes from cube_follows`,
);
const f = (follows as { rows: { c: number; cubes: number }[] }).rows[0]!;
console.log(`follows: ${f.c} over ${f.cubes} cubes`);
for (const [label, url] of [
  ['browse (updated)', '/api/community/browse'],
  ['browse (followers)', '/api/community/browse?sort=followers'],
  ['browse (likes)', '/api/community/browse?sort=likes'],
  ['browse (colors WU, 300-400 cards)', '/api/community/browse?colors=WU&minSize=300&maxSize=400'],
  ['trending', '/api/community/trending'],
] as const) {
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    const s = performance.now();
    const res = await t.app.inject({ method: 'GET', url });
    times.push(performance.now() - s);
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  const m = median(times.sort((a, b) => a - b));
  console.log(
    `${label} with ${CUBES} public cubes: median ${m.toFixed(1)} ms (target ${LIST_TARGET_MS} ms, ratio ${(m / LIST_TARGET_MS).toFixed(2)})`,
  );
}
console.log(
  `load average: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')}`,
);
await t.close();
