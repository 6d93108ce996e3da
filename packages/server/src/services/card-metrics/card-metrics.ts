import { cardMetricOf, LOW_SAMPLE_DECKS } from '@cubewright/core/analytics';
import { dateOf } from '@cubewright/core/clock';
import type { Actor } from '@cubewright/core/cube';
import type { CardMetricsResponse } from '@cubewright/core/protocol';
import { and, eq, gt, gte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { cardMetricSources, cardMetrics } from '../../db/schema';
import { cubeFor } from '../cubes/access';
import { cardLookupOf } from '../cubes/card-lookup';
import { foldSources, pendingSources } from './fold';

// GET /api/cubes/:id/card-metrics: first folds what changed since the last read (new finished drafts,
// changed or deleted events), at most FOLDS_PER_READ sources so no request carries a cube's whole
// history (a cube's first read after this feature ships); the answer says how many are left, and the
// page asks again while some are. Then the totals: one query on the cube's rows of card_metrics.

const FOLDS_PER_READ = 25;

export async function cubeCardMetrics(
  ctx: AppContext,
  actor: Actor | null,
  cubeId: string,
): Promise<CardMetricsResponse> {
  const db = ctx.database.db;
  const cube = await cubeFor(db, cubeId, actor, 'view');
  const pending = await pendingSources(db, cube.id);
  await foldSources(db, cube.id, pending.slice(0, FOLDS_PER_READ), dateOf(ctx.clock));
  const [totals, [summary]] = await Promise.all([
    db
      .select()
      .from(cardMetrics)
      .where(and(eq(cardMetrics.cubeId, cube.id), or(gt(cardMetrics.picks, 0), gt(cardMetrics.drafted, 0)))),
    db
      .select({
        drafts: sql<number>`count(*) filter (where ${cardMetricSources.kind} = 'draft')`.mapWith(Number),
        events: sql<number>`count(*) filter (where ${cardMetricSources.kind} = 'event')`.mapWith(Number),
        decks: sql<number>`coalesce(sum(${cardMetricSources.decks}), 0)`.mapWith(Number),
      })
      .from(cardMetricSources)
      .where(and(eq(cardMetricSources.cubeId, cube.id), gte(cardMetricSources.version, 0))),
  ]);
  const lookup = cardLookupOf(ctx);
  const cards = totals
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
    drafts: summary?.drafts ?? 0,
    events: summary?.events ?? 0,
    decks: summary?.decks ?? 0,
    pending: Math.max(0, pending.length - FOLDS_PER_READ),
    lowSampleBelow: LOW_SAMPLE_DECKS,
    cards,
  };
}
