import { cardMetricOf, LOW_SAMPLE_DECKS } from '@cubewright/core/analytics';
import { dateOf } from '@cubewright/core/clock';
import type { Actor } from '@cubewright/core/cube';
import type { CardMetricsResponse } from '@cubewright/core/protocol';
import { and, eq, gt, gte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Database, Db } from '../../db/client';
import { cardMetricSources, cardMetrics } from '../../db/schema';
import { cardDataStamp } from '../cube-cache/card-stamp';
import { cubeFor } from '../cubes/access';
import { cardLookupOf } from '../cubes/card-lookup';
import { foldSources, pendingSources } from './fold';

// GET /api/cubes/:id/card-metrics: first folds what changed since the last read (new finished drafts,
// changed or deleted events), at most FOLDS_PER_READ sources so no request carries a cube's whole
// history (a cube's first read after this feature ships); the answer says how many are left, and the
// page asks again while some are. Then the totals, kept per cube in memory under a stamp of its sources
// (their count and highest fold number: any fold, on any instance, moves it), read from the database
// only when the stamp moved: one query on the cube's rows of card_metrics.

const FOLDS_PER_READ = 25;
const CACHE_CUBES = 200;

type Totals = Omit<CardMetricsResponse, 'pending'>;
const caches = new WeakMap<Database, Map<string, { stamp: string; totals: Totals }>>();

/** The cube's summary over its sources, and the stamp its totals were read under. */
async function sourceSummary(db: Db, cubeId: string) {
  const [row] = await db
    .select({
      drafts: sql<number>`count(*) filter (where ${cardMetricSources.kind} = 'draft')`.mapWith(Number),
      events: sql<number>`count(*) filter (where ${cardMetricSources.kind} = 'event')`.mapWith(Number),
      decks: sql<number>`coalesce(sum(${cardMetricSources.decks}), 0)`.mapWith(Number),
      stamp: sql<string>`count(*) || ':' || coalesce(max(${cardMetricSources.foldSeq}), 0)`,
    })
    .from(cardMetricSources)
    .where(and(eq(cardMetricSources.cubeId, cubeId), gte(cardMetricSources.version, 0)));
  return row ?? { drafts: 0, events: 0, decks: 0, stamp: '0:0' };
}

async function readTotals(
  ctx: AppContext,
  cubeId: string,
  summary: Awaited<ReturnType<typeof sourceSummary>>,
) {
  const rows = await ctx.database.db
    .select()
    .from(cardMetrics)
    .where(
      and(
        eq(cardMetrics.cubeId, cubeId),
        or(gt(cardMetrics.picks, 0), gt(cardMetrics.seen, 0), gt(cardMetrics.drafted, 0)),
      ),
    );
  const lookup = cardLookupOf(ctx);
  const cards = rows
    .map(({ cubeId: _cube, cardId, ...counters }) => ({
      ...cardMetricOf(cardId, counters),
      name: lookup.card(cardId)?.name ?? cardId,
    }))
    .sort(
      (x, y) =>
        (x.ata ?? Number.POSITIVE_INFINITY) - (y.ata ?? Number.POSITIVE_INFINITY) ||
        y.mainDecks - x.mainDecks ||
        x.name.localeCompare(y.name),
    );
  return {
    drafts: summary.drafts,
    events: summary.events,
    decks: summary.decks,
    lowSampleBelow: LOW_SAMPLE_DECKS,
    cards,
  };
}

export async function cubeCardMetrics(
  ctx: AppContext,
  actor: Actor | null,
  cubeId: string,
): Promise<CardMetricsResponse> {
  const db = ctx.database.db;
  const cube = await cubeFor(db, cubeId, actor, 'view');
  const pending = await pendingSources(db, cube.id);
  await foldSources(db, cube.id, pending.slice(0, FOLDS_PER_READ), dateOf(ctx.clock));
  const summary = await sourceSummary(db, cube.id);
  let cache = caches.get(ctx.database);
  if (!cache) {
    cache = new Map();
    caches.set(ctx.database, cache);
  }
  // Card names come from the card data: a reload of it is a new stamp too.
  const stamp = `${summary.stamp}|${cardDataStamp(ctx)}`;
  let totals = cache.get(cube.id);
  if (totals?.stamp !== stamp) {
    totals = { stamp, totals: await readTotals(ctx, cube.id, summary) };
    cache.delete(cube.id);
    cache.set(cube.id, totals);
    if (cache.size > CACHE_CUBES) cache.delete(cache.keys().next().value!);
  }
  return { ...totals.totals, pending: Math.max(0, pending.length - FOLDS_PER_READ) };
}
