import {
  TRENDING_FORMULA,
  TRENDING_WEIGHTS,
  TRENDING_WINDOW_DAYS,
  type TrendingResponse,
} from '@cubewright/core/protocol';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cubeFollows, cubes, cubeVersions, drafts } from '../../db/schema';
import { listedInCommunity } from './listed';
import { toCommunityCubes } from './lists';

// /community/trending: public cubes ranked by what happened to them in the past 7 days
// (TRENDING_FORMULA: 3 per new follow, 2 per draft, 1 per saved version). Cubes scoring 0 are left out.

/** The trending public cubes, highest score first (ties: last update first). */
export async function trendingCubes(db: Db, limit: number, now = new Date()): Promise<TrendingResponse> {
  const since = new Date(now.getTime() - TRENDING_WINDOW_DAYS * 86_400_000);
  const recentFollows = db
    .select({ cubeId: cubeFollows.cubeId, n: count().as('rf_n') })
    .from(cubeFollows)
    .where(gt(cubeFollows.followedAt, since))
    .groupBy(cubeFollows.cubeId)
    .as('rf');
  const recentDrafts = db
    .select({ cubeId: drafts.cubeId, n: count().as('rd_n') })
    .from(drafts)
    .where(gt(drafts.createdAt, since))
    .groupBy(drafts.cubeId)
    .as('rd');
  // Version 1 is the cube's creation, not an edit.
  const recentEdits = db
    .select({ cubeId: cubeVersions.cubeId, n: count().as('re_n') })
    .from(cubeVersions)
    .where(and(gt(cubeVersions.createdAt, since), gt(cubeVersions.number, 1)))
    .groupBy(cubeVersions.cubeId)
    .as('re');
  const allFollows = db
    .select({ cubeId: cubeFollows.cubeId, n: count().as('af_n') })
    .from(cubeFollows)
    .groupBy(cubeFollows.cubeId)
    .as('af');
  const f = sql<number>`coalesce(${recentFollows.n}, 0)`.mapWith(Number);
  const d = sql<number>`coalesce(${recentDrafts.n}, 0)`.mapWith(Number);
  const e = sql<number>`coalesce(${recentEdits.n}, 0)`.mapWith(Number);
  const w = TRENDING_WEIGHTS;
  const score = sql<number>`(${sql.raw(String(w.follows))} * coalesce(${recentFollows.n}, 0) + ${sql.raw(String(w.drafts))} * coalesce(${recentDrafts.n}, 0) + ${sql.raw(String(w.edits))} * coalesce(${recentEdits.n}, 0))`;
  const rows = await db
    .select({
      cube: cubes,
      followers: sql<number>`coalesce(${allFollows.n}, 0)`.mapWith(Number),
      follows: f,
      drafts: d,
      edits: e,
      score: score.mapWith(Number),
    })
    .from(cubes)
    .leftJoin(recentFollows, eq(recentFollows.cubeId, cubes.id))
    .leftJoin(recentDrafts, eq(recentDrafts.cubeId, cubes.id))
    .leftJoin(recentEdits, eq(recentEdits.cubeId, cubes.id))
    .leftJoin(allFollows, eq(allFollows.cubeId, cubes.id))
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
