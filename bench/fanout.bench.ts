// `npm run bench:fanout -- [cube counts...]`: a card save on a cube with 10,000 followers versus one
// with none (request time: the fan-out is a job, so they should match), the time until the last
// follower's notification is written (FANOUT=0 leaves these out), then every community list's server
// time at each public-cube count (default 5,000, 50,000 and 500,000; ADR 0055), each the median of 3
// runs, with the ratio of the largest count to the smallest.
// Uses embedded PGlite by default; TEST_DATABASE_URL runs it on PostgreSQL.
import { sql } from 'drizzle-orm';
import { workerOf } from '../packages/server/src/services/jobs/worker';
import { createTestApp } from '../packages/server/test/harness';
import { signUp } from '../packages/server/test/sign-up';
import { timeCommunityLists } from './support/community-lists';
import { median } from './support/figures';

const FOLLOWERS = Number(process.env.FOLLOWERS ?? 10_000);
const SAVES = 10;

async function saveAndFanOut() {
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
    return times;
  }
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

  await t.close();
}

if (process.env.FANOUT !== '0') await saveAndFanOut();
const counts = process.argv.slice(2).map(Number);
await timeCommunityLists(counts.length > 0 ? counts : [5_000, 50_000, 500_000]);
