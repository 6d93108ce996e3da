// Public cubes, follows and likes for the community-list benches, written by generate_series in SQL
// (through the API, 500,000 cubes would take hours and time the API instead). Counters are filled by the
// same back-fill as migration 0010 with the triggers off, as a restore of a big database would be.
import { sql } from 'drizzle-orm';
import type { Db } from '../../packages/server/src/db/client';

/** Follows and likes come from this many users (f1..fN). */
export const SEED_USERS = 10_000;

/** Seeds `cubes` public cubes with a realistic spread of follows and likes; returns what it wrote. */
export async function seedCommunity(db: Db, cubes: number): Promise<{ follows: number; likes: number }> {
  await db.execute(
    sql`insert into "user" (id, name, email) select 'f' || i, 'f' || i, 'f' || i || '@bench.test' from generate_series(1, ${SEED_USERS}) i on conflict do nothing`,
  );
  await db.execute(
    sql`insert into profiles (user_id, email, username) select 'f' || i, 'f' || i || '@bench.test', 'f' || i from generate_series(1, ${SEED_USERS}) i on conflict do nothing`,
  );
  // Colours by cube number (every fifth cube is WU), sizes 0-539, one update a minute into the past.
  await db.execute(sql`
    insert into cubes (id, name, size, created_by, metadata, card_count, updated_at, created_at)
    select 'b' || i, 'Bench cube ' || i, 360, 'f' || (1 + i % ${SEED_USERS}),
      jsonb_build_object('colors', (array['["W","U"]','["B","R"]','["G"]','["U","B"]','["R","G","W"]'])[1 + i % 5]::jsonb,
        'averageCmc', 0, 'totalCards', 0, 'cardsByRarity', '{}'::jsonb, 'cardsByType', '{}'::jsonb),
      i % 540, now() - (i || ' minutes')::interval, now() - (2 * i || ' minutes')::interval
    from generate_series(1, ${cubes}) i`);
  await db.execute(sql`alter table cube_follows disable trigger cube_follows_count`);
  await db.execute(sql`alter table cube_likes disable trigger cube_likes_count`);
  // Follows as real data spreads them: a few popular cubes with thousands, a long tail with a handful,
  // made over two years (so the past week, which trending reads, holds about 1% of them).
  await db.execute(sql`
    insert into cube_follows (user_id, cube_id, followed_at)
    select 'f' || u, 'b' || c, now() - ((c::bigint * 7919 + u * 104729) % 1051200 || ' minutes')::interval
    from generate_series(1, ${cubes}) c, generate_series(1, least(${SEED_USERS}, 2000 / c + c % 5)) u`);
  // Likes: 0 to 6 per cube, with many ties for the keyset to get through.
  await db.execute(sql`
    insert into cube_likes (user_id, cube_id)
    select 'f' || u, 'b' || c from generate_series(1, ${cubes}) c, generate_series(1, c % 7) u`);
  await db.execute(sql`alter table cube_follows enable trigger cube_follows_count`);
  await db.execute(sql`alter table cube_likes enable trigger cube_likes_count`);
  await db.execute(sql`
    update cubes set follower_count = f.n from (select cube_id, count(*)::int n from cube_follows group by cube_id) f
    where f.cube_id = cubes.id`);
  await db.execute(sql`
    update cubes set like_count = l.n from (select cube_id, count(*)::int n from cube_likes group by cube_id) l
    where l.cube_id = cubes.id`);
  await db.execute(sql`analyze`);
  const counted = await db.execute(
    sql`select (select count(*) from cube_follows)::int as follows, (select count(*) from cube_likes)::int as likes`,
  );
  return (counted as unknown as { rows: { follows: number; likes: number }[] }).rows[0]!;
}
