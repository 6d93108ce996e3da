import { CubeCorpus } from '@cubewright/core/recommend';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { databaseNow } from '../../db/database-now';
import { cubeCards, cubes } from '../../db/schema';
import { listedInCommunity } from '../community/listed';
import type { WithDatabase } from '../deps';

// The public cubes (those the community lists show: public, not hidden by a moderator) as an inverted
// index, kept in memory per database and reloaded when they changed enough since it was built. A cube
// that stops being public is also left out at once: each computation passes the ids listed now
// (`listedCubeIds`), so an index older than a visibility change never lets a private cube through.

/** The share of public cubes that must change before suggestions (and the index) are computed again. */
const CHANGE_SHARE = 0.05;

interface Loaded {
  corpus: CubeCorpus;
  loadedAt: Date;
}
const loaded = new WeakMap<Database, Promise<Loaded>>();

/** True when `changed` public cubes is enough, out of `base`, to compute again. */
export function changedEnough(changed: number, base: number): boolean {
  return changed >= Math.max(1, Math.ceil(base * CHANGE_SHARE));
}

/** Public cubes changed since `since` (edited, added, or gone: the count moved away from `before`). */
export async function publicChangesSince(db: Db, since: Date, before: number): Promise<number> {
  const [row] = await db
    .select({
      listed: sql<number>`count(*)::int`,
      changed: sql<number>`(count(*) filter (where ${gt(cubes.updatedAt, since)}))::int`,
    })
    .from(cubes)
    .where(listedInCommunity());
  return (row?.changed ?? 0) + Math.abs((row?.listed ?? 0) - before);
}

/** Ids of the cubes the community lists show now. */
export async function listedCubeIds(db: Db): Promise<Set<string>> {
  const rows = await db.select({ id: cubes.id }).from(cubes).where(listedInCommunity());
  return new Set(rows.map((r) => r.id));
}

/** The index of the public cubes' main boards, reloaded when they changed enough since it was built. */
export async function publicCorpus(ctx: WithDatabase): Promise<CubeCorpus> {
  const db = ctx.database.db;
  const current = loaded.get(ctx.database);
  if (current) {
    const { corpus, loadedAt } = await current;
    if (!changedEnough(await publicChangesSince(db, loadedAt, corpus.size), corpus.size)) return corpus;
    if (loaded.get(ctx.database) !== current) return (await loaded.get(ctx.database)!).corpus;
  }
  const next = loadCorpus(db);
  loaded.set(ctx.database, next);
  next.catch(() => loaded.delete(ctx.database));
  return (await next).corpus;
}

async function loadCorpus(db: Db): Promise<Loaded> {
  // The database's clock, not the app's: a new cube's updated_at is the column's default (the
  // database's now()), and the change count compares with it. Taken before the read, so a change made
  // during the read counts as after it.
  const loadedAt = new Date(await databaseNow(db));
  const rows = await db
    .select({ cubeId: cubeCards.cubeId, cardId: cubeCards.cardId })
    .from(cubeCards)
    .innerJoin(cubes, eq(cubes.id, cubeCards.cubeId))
    // Custom cards are one designer's own; they are never suggested to another cube.
    .where(
      and(listedInCommunity(), eq(cubeCards.board, 'main'), sql`${cubeCards.cardId} not like 'custom:%'`),
    );
  const byCube = new Map<string, string[]>();
  for (const { cubeId, cardId } of rows) {
    const list = byCube.get(cubeId);
    if (list) list.push(cardId);
    else byCube.set(cubeId, [cardId]);
  }
  return { corpus: new CubeCorpus([...byCube].map(([id, cards]) => ({ id, cards }))), loadedAt };
}
