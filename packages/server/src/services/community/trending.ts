import { TRENDING_FORMULA, TRENDING_WINDOW_DAYS, type TrendingResponse } from '@cubewright/core/protocol';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cubes, cubeTrending, trendingWindow } from '../../db/schema';
import { listedInCommunity } from './listed';
import { toCommunityCubes } from './lists';

// /community/trending: public cubes ranked by what happened to them in the past 7 days
// (TRENDING_FORMULA: 3 per new follow, 2 per draft, 1 per saved version). Cubes scoring 0 are left out.

// The ranking is kept as activity happens (cube_trending, migration 0016, ADR 0061): triggers on follows,
// drafts and versions add to a cube's counts what happened after trending_window.since, and each read
// first moves the window to its own start, taking out what fell out of it since the last read (read
// through the time indexes: the activity of that gap, not of the week). A page is then the top of the
// score index. Summing the week's activity on every read cost the week's activity: 156 ms at 500,000
// cubes, whose week held 10,000 follows (ADR 0055 had it so). Version 1 is the cube's creation, not an
// edit (the index holds only later versions).

/** Per kind, the activity of each cube after `from` and up to `to` (or up to now). */
const activityBetween = (from: Date, to?: Date) => {
  const until = (column: string) => (to ? sql`and ${sql.raw(column)} <= ${to}` : sql``);
  return {
    follows: sql`select cube_id, count(*)::int as n from cube_follows
      where followed_at > ${from} ${until('followed_at')} group by cube_id`,
    drafts: sql`select cube_id, count(*)::int as n from drafts
      where created_at > ${from} ${until('created_at')} group by cube_id`,
    edits: sql`select cube_id, count(*)::int as n from cube_versions
      where number > 1 and created_at > ${from} ${until('created_at')} group by cube_id`,
  };
};

/** Adds (sign 1) or takes out (-1) each kind's per-cube counts through the migration's function. */
async function addActivity(db: Db, counts: ReturnType<typeof activityBetween>, sign: 1 | -1) {
  for (const [kind, rows] of Object.entries(counts)) {
    await db.execute(
      sql`select cube_trending_add(${kind}, array_agg(cube_id), array_agg(${sign} * n)) from (${rows}) s`,
    );
  }
}

/**
 * Moves the window to start at `since`: what happened in between is taken out. A window that would go
 * back (a clock set back, a restored database) is counted again from the activity tables.
 */
async function moveWindow(db: Db, since: Date): Promise<void> {
  const [current] = await db.select().from(trendingWindow);
  if (current && current.since.getTime() === since.getTime()) return;
  await db.transaction(async (tx) => {
    // One read moves the window at a time; the others wait here and find it moved.
    const [held] = await tx.select().from(trendingWindow).for('update');
    if (!held) throw new Error('trending_window has no row (migration 0016)');
    if (held.since.getTime() === since.getTime()) return;
    if (held.since < since) {
      await addActivity(tx, activityBetween(held.since, since), -1);
    } else {
      await tx.delete(cubeTrending);
      await addActivity(tx, activityBetween(since), 1);
    }
    await tx.update(trendingWindow).set({ since });
  });
}

/** The trending public cubes, highest score first (ties: last update first), as of `now` (ms). */
export async function trendingCubes(db: Db, limit: number, now: number): Promise<TrendingResponse> {
  await moveWindow(db, new Date(now - TRENDING_WINDOW_DAYS * 86_400_000));
  // Scored cubes in score order, each joined to its cube row by its key (a lateral subquery the planner
  // cannot turn into a hash join reading every cube), so the sort by last update works score by score
  // and stops once the page is full. `offset 0` keeps both subqueries as written.
  const ranked = db
    .$with('ranked')
    .as(
      db
        .select()
        .from(cubeTrending)
        .where(gt(cubeTrending.score, 0))
        .orderBy(desc(cubeTrending.score))
        .offset(0),
    );
  // Named as the table, so the page selects the table's columns from it.
  const listed = db
    .select()
    .from(cubes)
    .where(and(eq(cubes.id, ranked.cubeId), listedInCommunity()))
    .offset(0)
    .as('cubes');
  const rows = await db
    .with(ranked)
    .select({
      cube: cubes,
      follows: ranked.follows,
      drafts: ranked.drafts,
      edits: ranked.edits,
      score: ranked.score,
    })
    .from(ranked)
    .innerJoinLateral(listed, sql`true`)
    .orderBy(desc(ranked.score), desc(cubes.updatedAt), cubes.id)
    .limit(limit);
  const tiles = await toCommunityCubes(
    db,
    rows.map((r) => r.cube),
  );
  const byId = new Map(rows.map((r) => [r.cube.id, r]));
  return {
    formula: TRENDING_FORMULA,
    cubes: tiles.map((t) => {
      const r = byId.get(t.id)!;
      return { ...t, score: r.score, recent: { follows: r.follows, drafts: r.drafts, edits: r.edits } };
    }),
  };
}
