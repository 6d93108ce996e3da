import type { Contribution } from '@cubewright/core/analytics';
import { sql } from 'drizzle-orm';
import {
  bigint,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { cubes } from './cubes';

// Card metrics (issue 30, docs/decisions/0067-card-metrics.md): a read model kept by folding sources
// (a finished draft, a recorded event) into per-card totals. Each source's last contribution is kept
// so that a change to it applies as a difference: the cost follows the change, not the cube's history.

const count = (name: string) => integer(name).notNull().default(0);

/** Numbers every fold, so a cube's highest number (and its count of sources) says whether its totals moved. */
export const cardMetricFoldSeq = pgSequence('card_metric_fold_seq');

/** What each folded source added to its cube's totals, and the version of it that was folded. */
export const cardMetricSources = pgTable(
  'card_metric_sources',
  {
    cubeId: text('cube_id')
      .notNull()
      .references(() => cubes.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'draft' | 'event'>().notNull(),
    sourceId: text('source_id').notNull(),
    /** An event's `metrics_version` when folded (a finished draft never changes: 0); -1 before the first fold. */
    version: integer('version').notNull(),
    /** Recorded decks with a main deck in the source (events; 0 for drafts). */
    decks: count('decks'),
    contribution: jsonb('contribution').$type<Contribution>().notNull(),
    /** Taken from card_metric_fold_seq at every fold of the source. */
    foldSeq: bigint('fold_seq', { mode: 'number' }).notNull().default(sql`nextval('card_metric_fold_seq')`),
    foldedAt: timestamp('folded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cubeId, t.kind, t.sourceId] })],
);

/** Per card of a cube, the sum of its sources' contributions (core METRIC_COUNTERS). */
export const cardMetrics = pgTable(
  'card_metrics',
  {
    cubeId: text('cube_id')
      .notNull()
      .references(() => cubes.id, { onDelete: 'cascade' }),
    cardId: text('card_id').notNull(),
    picks: count('picks'),
    pickSum: count('pick_sum'),
    firstPicks: count('first_picks'),
    /** Packs a person picked from that held the card (taken or passed over). */
    seen: count('seen'),
    drafted: count('drafted'),
    mainDecks: count('main_decks'),
    matchWins: count('match_wins'),
    matchLosses: count('match_losses'),
    matchDraws: count('match_draws'),
    gameWins: count('game_wins'),
    gameLosses: count('game_losses'),
    gameDraws: count('game_draws'),
  },
  (t) => [primaryKey({ columns: [t.cubeId, t.cardId] })],
);
