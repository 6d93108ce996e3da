import {
  type Contribution,
  contributionDelta,
  eventContribution,
  METRIC_COUNTERS,
  pickContribution,
} from '@cubewright/core/analytics';
import { and, asc, eq, isNotNull, notExists, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  cardMetricSources,
  cardMetrics,
  drafts,
  recordEvents,
  recordMatches,
  recordPlayers,
} from '../../db/schema';
import { matchResultColumns } from '../records/event-rows';
import { seenPicksOf } from './draft-picks';

// Folding sources into a cube's card metrics (docs/decisions/0067-card-metrics.md). A source is a
// finished draft (folded once: its log never changes) or a recorded event (folded again whenever its
// `metrics_version` moved: records/access.ts publishRecords bumps it on every change). Each fold applies
// the difference between the source's new contribution and the one kept for it, in one transaction
// holding the source's row, so two readers never count a source twice.

type Kind = 'draft' | 'event';

/** A source to fold: new or changed, or gone (its contribution is taken back). */
export interface PendingSource {
  kind: Kind;
  id: string;
  gone?: boolean;
}

const sourceRow = (cubeId: string, kind: Kind, sourceId: string | AnyPgColumn) =>
  and(
    eq(cardMetricSources.cubeId, cubeId),
    eq(cardMetricSources.kind, kind),
    eq(cardMetricSources.sourceId, sourceId),
  );

/**
 * The cube's sources not folded as they stand: finished drafts without a row, events whose version is not
 * the one folded, rows whose draft or event is gone. Index lookups by cube, no source's content read.
 */
export async function pendingSources(db: Db, cubeId: string): Promise<PendingSource[]> {
  const [newDrafts, changedEvents, gone] = await Promise.all([
    db
      .select({ id: drafts.id })
      .from(drafts)
      .where(
        and(
          eq(drafts.cubeId, cubeId),
          eq(drafts.status, 'complete'),
          isNotNull(drafts.initial),
          notExists(
            db
              .select({ one: sql`1` })
              .from(cardMetricSources)
              .where(sourceRow(cubeId, 'draft', drafts.id)),
          ),
        ),
      )
      .orderBy(asc(drafts.createdAt), asc(drafts.id)),
    db
      .select({ id: recordEvents.id })
      .from(recordEvents)
      .where(
        and(
          eq(recordEvents.cubeId, cubeId),
          notExists(
            db
              .select({ one: sql`1` })
              .from(cardMetricSources)
              .where(
                and(
                  sourceRow(cubeId, 'event', recordEvents.id),
                  eq(cardMetricSources.version, recordEvents.metricsVersion),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(recordEvents.date), asc(recordEvents.id)),
    db
      .select({ kind: cardMetricSources.kind, id: cardMetricSources.sourceId })
      .from(cardMetricSources)
      .where(
        and(
          eq(cardMetricSources.cubeId, cubeId),
          or(
            and(
              eq(cardMetricSources.kind, 'event'),
              notExists(
                db
                  .select({ one: sql`1` })
                  .from(recordEvents)
                  .where(eq(recordEvents.id, cardMetricSources.sourceId)),
              ),
            ),
            and(
              eq(cardMetricSources.kind, 'draft'),
              notExists(
                db.select({ one: sql`1` }).from(drafts).where(eq(drafts.id, cardMetricSources.sourceId)),
              ),
            ),
          ),
        ),
      ),
  ]);
  return [
    ...gone.map((g) => ({ kind: g.kind, id: g.id, gone: true })),
    ...newDrafts.map((d) => ({ kind: 'draft' as const, id: d.id })),
    ...changedEvents.map((e) => ({ kind: 'event' as const, id: e.id })),
  ];
}

/** A source as it stands: the version folded, its decks and its contribution (null: it is gone). */
type Fresh = { version: number; decks: number; contribution: Contribution } | null;

/** An event's contribution as it stands, its version read first (so the data is at least that new). */
async function freshEvent(tx: Db, eventId: string): Promise<Fresh> {
  const [event] = await tx
    .select({ version: recordEvents.metricsVersion })
    .from(recordEvents)
    .where(eq(recordEvents.id, eventId));
  if (!event) return null;
  const [players, matches] = await Promise.all([
    tx
      .select({ id: recordPlayers.id, deck: recordPlayers.deck })
      .from(recordPlayers)
      .where(eq(recordPlayers.eventId, eventId)),
    tx
      .select(matchResultColumns)
      .from(recordMatches)
      .where(and(eq(recordMatches.eventId, eventId), eq(recordMatches.status, 'confirmed'))),
  ]);
  const decks = players.map((p) => {
    const main: string[] = [];
    const side: string[] = [];
    for (const c of p.deck) if (c.cardId) (c.board === 'main' ? main : side).push(c.cardId);
    return { playerId: p.id, main, side };
  });
  return {
    version: event.version,
    decks: decks.filter((d) => d.main.length > 0).length,
    contribution: eventContribution(decks, matches),
  };
}

const ROWS_PER_STATEMENT = 500;

/** Adds a difference to the cube's totals; rows in card order, so concurrent folds lock them alike. */
async function addToTotals(tx: Db, cubeId: string, delta: Contribution) {
  const rows = Object.keys(delta)
    .sort()
    .map((cardId) => {
      const row: typeof cardMetrics.$inferInsert = { cubeId, cardId };
      for (const k of METRIC_COUNTERS) row[k] = delta[cardId]?.[k] ?? 0;
      return row;
    });
  const set = Object.fromEntries(
    METRIC_COUNTERS.map((k) => [k, sql`${cardMetrics[k]} + excluded.${sql.identifier(cardMetrics[k].name)}`]),
  );
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    await tx
      .insert(cardMetrics)
      .values(rows.slice(i, i + ROWS_PER_STATEMENT))
      .onConflictDoUpdate({ target: [cardMetrics.cubeId, cardMetrics.cardId], set });
  }
}

/** Folds one source: its row held, the difference from the contribution kept applied to the totals. */
async function foldOne(
  db: Db,
  cubeId: string,
  source: PendingSource,
  fresh: (tx: Db) => Promise<Fresh>,
  at: Date,
) {
  await db.transaction(async (tx) => {
    await tx
      .insert(cardMetricSources)
      .values({ cubeId, kind: source.kind, sourceId: source.id, version: -1, contribution: {} })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(cardMetricSources)
      .where(sourceRow(cubeId, source.kind, source.id))
      .for('update');
    if (!row) return;
    const now = await fresh(tx);
    if (now && now.version === row.version) return; // another reader folded it meanwhile
    await addToTotals(tx, cubeId, contributionDelta(row.contribution, now?.contribution ?? {}));
    const where = sourceRow(cubeId, source.kind, source.id);
    if (!now) await tx.delete(cardMetricSources).where(where);
    else
      await tx
        .update(cardMetricSources)
        .set({
          version: now.version,
          decks: now.decks,
          contribution: now.contribution,
          foldSeq: sql`nextval('card_metric_fold_seq')`,
          foldedAt: at,
        })
        .where(where);
  });
}

/** Folds the given sources of a cube, one transaction each (drafts' picks read together first). */
export async function foldSources(db: Db, cubeId: string, sources: readonly PendingSource[], at: Date) {
  const draftIds = sources.flatMap((s) => (s.kind === 'draft' && !s.gone ? [s.id] : []));
  const picks = await seenPicksOf(db, draftIds);
  for (const s of sources) {
    const fresh = s.gone
      ? async () => null
      : s.kind === 'event'
        ? (tx: Db) => freshEvent(tx, s.id)
        : async () => ({ version: 0, decks: 0, contribution: pickContribution(picks.get(s.id) ?? []) });
    await foldOne(db, cubeId, s, fresh, at);
  }
}
