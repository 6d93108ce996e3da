import {
  TRENDING_FORMULA,
  TRENDING_WEIGHTS,
  TRENDING_WINDOW_DAYS,
  type TrendingResponse,
} from '@cubewright/core/protocol';
import { and, desc, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cubeFollows, cubes, cubeVersions, drafts } from '../../db/schema';
import { listedInCommunity } from './listed';
import { followersOf, toCommunityCubes } from './lists';

// /community/trending: public cubes ranked by what happened to them in the past 7 days
// (TRENDING_FORMULA: 3 per new follow, 2 per draft, 1 per saved version). Cubes scoring 0 are left out.

/** The trending public cubes, highest score first (ties: last update first). */
export async function trendingCubes(db: Db, limit: number, now: Date): Promise<TrendingResponse> {
  const since = new Date(now.getTime() - TRENDING_WINDOW_DAYS * 86_400_000);
  // Counts per cube through the cube-first indexes, as the lists count followers and likes (lists.ts):
  // joining grouped counts of whole tables took 12.4 s over 5,000 cubes with 35,500 follows, this 147 ms
  // (load 14.7 and 12.8, bench:fanout).
  const f = sql`(select count(*) from ${cubeFollows} where ${cubeFollows.cubeId} = ${cubes.id} and ${gt(cubeFollows.followedAt, since)})`;
  const d = sql`(select count(*) from ${drafts} where ${drafts.cubeId} = ${cubes.id} and ${gt(drafts.createdAt, since)})`;
  // Version 1 is the cube's creation, not an edit.
  const e = sql`(select count(*) from ${cubeVersions} where ${cubeVersions.cubeId} = ${cubes.id} and ${cubeVersions.number} > 1 and ${gt(cubeVersions.createdAt, since)})`;
  const w = TRENDING_WEIGHTS;
  const score = sql`(${sql.raw(String(w.follows))} * ${f} + ${sql.raw(String(w.drafts))} * ${d} + ${sql.raw(String(w.edits))} * ${e})`;
  // Each field wraps its expression: drizzle leaves a single table's columns unqualified in a select's
  // own fields, which in a subquery would name the inner table's columns (drafts.id for cubes.id).
  const field = (x: SQL) => sql<number>`${x}`.mapWith(Number);
  const rows = await db
    .select({
      cube: cubes,
      followers: field(followersOf),
      follows: field(f),
      drafts: field(d),
      edits: field(e),
      score: field(score),
    })
    .from(cubes)
    .where(and(listedInCommunity(), sql`${score} > 0`))
    .orderBy(desc(score), desc(cubes.updatedAt), cubes.id)
    .limit(limit);
  const tiles = await toCommunityCubes(db, rows);
  const byId = new Map(rows.map((r) => [r.cube.id, r]));
  return {
    formula: TRENDING_FORMULA,
    cubes: tiles.map((t) => {
      const r = byId.get(t.id)!;
      return { ...t, score: r.score, recent: { follows: r.follows, drafts: r.drafts, edits: r.edits } };
    }),
  };
}
