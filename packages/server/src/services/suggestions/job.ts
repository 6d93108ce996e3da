import { dateOf } from '@cubewright/core/clock';
import { suggestForCube } from '@cubewright/core/recommend';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cubeCards, cubeSuggestions, cubes } from '../../db/schema';
import type { WithClock, WithDatabase } from '../deps';
import { enqueueJob } from '../jobs/queue';
import { wakeWorkers } from '../jobs/worker';
import { listedCubeIds, publicCorpus } from './public-corpus';

// Suggestions are computed off the request path, one job per cube (a singleton key, so asking again
// while one is queued adds nothing), and stored with what they were computed from.

export const SUGGESTIONS_JOB = 'cube-suggestions';

/** Queues a computation of the cube's suggestions and wakes this instance's worker. */
export async function queueSuggestions(ctx: WithDatabase & WithClock, cubeId: string): Promise<void> {
  await enqueueJob(
    ctx.database.db,
    SUGGESTIONS_JOB,
    { cubeId },
    { runAt: dateOf(ctx.clock), singletonKey: `${SUGGESTIONS_JOB}:${cubeId}` },
  );
  wakeWorkers(ctx.database);
}

/** The job: computes one cube's suggestions from the public cubes and stores them. */
export async function computeSuggestions(ctx: WithDatabase, payload: Record<string, unknown>): Promise<void> {
  const db = ctx.database.db;
  const cubeId = String(payload.cubeId);
  // The version is read before the cards: a save in between leaves an older version stored, so the
  // next read sees it stale and computes again rather than trusting a mix.
  const [cube] = await db.select({ version: cubes.version }).from(cubes).where(eq(cubes.id, cubeId));
  if (!cube) return;
  const [main, corpus, listed] = await Promise.all([
    mainBoardIds(db, cubeId),
    publicCorpus(ctx),
    listedCubeIds(db),
  ]);
  const body = suggestForCube(corpus, cubeId, main, (id) => listed.has(id));
  const row = { cubeVersion: cube.version, publicCubes: listed.size, body, computedAt: sql`now()` };
  await db
    .insert(cubeSuggestions)
    .values({ cubeId, ...row })
    .onConflictDoUpdate({ target: cubeSuggestions.cubeId, set: row });
}

/** The distinct card ids of a cube's main board. */
export async function mainBoardIds(db: Db, cubeId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ cardId: cubeCards.cardId })
    .from(cubeCards)
    .where(and(eq(cubeCards.cubeId, cubeId), eq(cubeCards.board, 'main')));
  return rows.map((r) => r.cardId);
}
