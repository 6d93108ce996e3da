import type { DraftCard, DraftEvent } from '@cubewright/core/draft';
import type { AnyDraftState } from '@cubewright/core/draft/modes';
import type { DraftSettingsDoc } from '@cubewright/core/protocol';
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

// Online drafts. The database is the source of truth: a draft's state is its initial state folded with
// its events (services/drafts). Instances cache folded states and catch up from `draft_events`.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const drafts = pgTable(
  'drafts',
  {
    id: text('id').primaryKey(),
    cubeId: text('cube_id').notNull(),
    cubeName: text('cube_name').notNull(),
    format: text('format').notNull(),
    seed: text('seed').notNull(),
    hostId: text('host_id').notNull(),
    status: text('status').$type<'lobby' | 'running' | 'complete'>().notNull().default('lobby'),
    settings: jsonb('settings').$type<DraftSettingsDoc>().notNull(),
    /** The engine state before `start`, written when the host starts (packs are dealt then). */
    initial: jsonb('initial').$type<AnyDraftState>(),
    /** Sealed and jumpstart: each seat's pool, dealt at start (no picks). */
    pools: jsonb('pools').$type<{ name: string; kind: 'human' | 'bot'; pool: DraftCard[] }[]>(),
    /** Sequence number of the latest event (0 before start). */
    version: integer('version').notNull().default(0),
    /** Accounts the host removed from the lobby: they may not take a seat in this draft again. */
    kicked: jsonb('kicked').$type<string[]>().notNull().default([]),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [
    index('drafts_host_idx').on(t.hostId, t.createdAt),
    index('drafts_cube_idx').on(t.cubeId),
    // Trending reads the past week's drafts by time, not every cube's (services/community/trending.ts).
    index('drafts_time_idx').on(t.createdAt, t.cubeId),
  ],
);

/** Who sits where; a seat belongs to one account and one account holds one seat. */
export const draftSeats = pgTable(
  'draft_seats',
  {
    draftId: text('draft_id').notNull(),
    seat: integer('seat').notNull(),
    userId: text('user_id').notNull(),
    username: text('username').notNull(),
    joinedAt: at('joined_at'),
    /** When the player last fetched the lobby or their seat: presence ("connected" or "away"). */
    seenAt: at('seen_at'),
  },
  (t) => [
    primaryKey({ columns: [t.draftId, t.seat] }),
    uniqueIndex('draft_seats_user_idx').on(t.draftId, t.userId),
    index('draft_seats_user_lookup_idx').on(t.userId),
  ],
);

/**
 * One row per accepted action with the engine events it caused. Picks carry (seat, pack, pick), unique
 * per draft, so a resent pick can never be stored twice; other actions leave them null.
 */
export const draftEvents = pgTable(
  'draft_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    draftId: text('draft_id').notNull(),
    seq: integer('seq').notNull(),
    kind: text('kind').notNull(),
    seat: integer('seat'),
    packNumber: integer('pack_number'),
    pickNumber: integer('pick_number'),
    userId: text('user_id'),
    events: jsonb('events').$type<DraftEvent[]>().notNull(),
    createdAt: at('created_at'),
  },
  (t) => [
    uniqueIndex('draft_events_seq_idx').on(t.draftId, t.seq),
    uniqueIndex('draft_events_pick_idx').on(t.draftId, t.seat, t.packNumber, t.pickNumber),
  ],
);

/** Pending pick deadlines, rewritten after every action; any instance's worker claims due rows. */
export const draftDeadlines = pgTable(
  'draft_deadlines',
  {
    draftId: text('draft_id').notNull(),
    seat: integer('seat').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.draftId, t.seat] }), index('draft_deadlines_due_idx').on(t.dueAt)],
);

/** A seat's built deck: draft card ids in main and side, plus basic lands by colour. */
export const draftDecks = pgTable(
  'draft_decks',
  {
    draftId: text('draft_id').notNull(),
    seat: integer('seat').notNull(),
    main: jsonb('main').$type<string[]>().notNull(),
    side: jsonb('side').$type<string[]>().notNull(),
    basics: jsonb('basics').$type<Record<string, number>>().notNull(),
    updatedAt: at('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.draftId, t.seat] })],
);

/** Lobby chat: short lines by seated players and the host; only the latest 100 per draft are kept. */
export const draftChat = pgTable(
  'draft_chat',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    draftId: text('draft_id').notNull(),
    userId: text('user_id').notNull(),
    username: text('username').notNull(),
    text: text('text').notNull(),
    createdAt: at('created_at'),
  },
  (t) => [
    index('draft_chat_draft_idx').on(t.draftId, t.id),
    index('draft_chat_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * People watching a draft without a seat (ADR 0073): watching while `seen_at` is within the presence
 * window (the rooms stamp it as they do seats). A row the host removed stays, so its user cannot watch
 * this draft again.
 */
export const draftSpectators = pgTable(
  'draft_spectators',
  {
    draftId: text('draft_id').notNull(),
    userId: text('user_id').notNull(),
    username: text('username').notNull(),
    seenAt: at('seen_at'),
    removed: boolean('removed').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.draftId, t.userId] })],
);
