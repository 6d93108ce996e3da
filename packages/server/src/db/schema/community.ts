import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { cubes } from './cubes';

// Follows, cube updates, notifications and the job queue (spec sections 3 and 7). One follow row is
// both of the spec's records: the following side (per user) and the followers side (per cube owner)
// are two projections of it (docs/decisions/0005-follows-notifications-jobs.md).

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const cubeFollows = pgTable(
  'cube_follows',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    cubeId: text('cube_id')
      .notNull()
      .references(() => cubes.id, { onDelete: 'cascade' }),
    followedAt: at('followed_at').notNull().defaultNow(),
    notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.cubeId] }),
    index('cube_follows_cube_idx').on(t.cubeId, t.followedAt),
    // Trending reads the past week's follows by time, not every cube's (services/community/trending.ts).
    index('cube_follows_time_idx').on(t.followedAt, t.cubeId),
  ],
);

/**
 * /community/trending's ranking, kept as activity happens (migration 0016, ADR 0061): per cube, its
 * follows, drafts and saved versions since trending_window.since, added by triggers on those tables and
 * taken out as the window moves on (services/community/trending.ts). A page reads the top of the score
 * index, not the week's activity. The score is the spec's formula (TRENDING_WEIGHTS: 3, 2, 1).
 */
export const cubeTrending = pgTable(
  'cube_trending',
  {
    cubeId: text('cube_id')
      .primaryKey()
      .references(() => cubes.id, { onDelete: 'cascade' }),
    follows: integer('follows').notNull().default(0),
    drafts: integer('drafts').notNull().default(0),
    edits: integer('edits').notNull().default(0),
    score: integer('score').notNull().generatedAlwaysAs(sql`3 * follows + 2 * drafts + edits`),
  },
  (t) => [index('cube_trending_score_idx').on(t.score.desc()).where(sql`score > 0`)],
);

/** The start of the window cube_trending counts from: one row, moved on by each trending read. */
export const trendingWindow = pgTable('trending_window', {
  id: integer('id').primaryKey(),
  since: at('since').notNull(),
});

/** A change followers care about (spec "Cube update"); `authorId` is left out of their notifications. */
export const cubeUpdates = pgTable(
  'cube_updates',
  {
    id: text('id').primaryKey(),
    cubeId: text('cube_id')
      .notNull()
      .references(() => cubes.id, { onDelete: 'cascade' }),
    cubeOwnerUID: text('cube_owner_uid').notNull(),
    authorId: text('author_id'),
    updateType: text('update_type')
      .$type<'cards' | 'visibility' | 'name' | 'whitepaper' | 'post'>()
      .notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull(),
    isPublic: boolean('is_public').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('cube_updates_cube_time_idx').on(t.cubeId, t.createdAt)],
);

/**
 * Both kinds of notification in one table (`kind` general or cube_update), so the list, the unread
 * count and the live badge read one place. Cube-update rows carry the cube fields and expire.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'general' | 'cube_update'>().notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: text('type').$type<'info' | 'success' | 'cube_update'>().notNull().default('info'),
    announcement: boolean('announcement').notNull().default(false),
    read: boolean('read').notNull().default(false),
    readAt: at('read_at'),
    actionUrl: text('action_url'),
    cubeId: text('cube_id'),
    cubeName: text('cube_name'),
    cubeOwnerName: text('cube_owner_name'),
    updateId: text('update_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at'),
  },
  (t) => [
    index('notifications_user_time_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.userId).where(sql`not ${t.read}`),
    index('notifications_expires_idx').on(t.expiresAt),
    // A retried fan-out job cannot notify anyone twice about one update.
    uniqueIndex('notifications_user_update_idx').on(t.userId, t.updateId),
  ],
);

/**
 * Background jobs: claimed with FOR UPDATE SKIP LOCKED by any instance's worker. `singletonKey` keeps
 * at most one pending job per key (the periodic purge).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    singletonKey: text('singleton_key').unique(),
    runAt: at('run_at').notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lockedAt: at('locked_at'),
    lockedBy: text('locked_by'),
    failedAt: at('failed_at'),
    lastError: text('last_error'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('jobs_due_idx').on(t.runAt).where(sql`${t.failedAt} is null`)],
);
