import type { DeckCard, MatchReport, MatchStatus } from '@cubewright/core/protocol';
import {
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
import { cubes } from './cubes';

// Records: events a cube's drafts lead to (issue 17). An event's players and matches hang off it and go
// with it (and with the cube). Standings are computed from the matches on read, never stored.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const recordEvents = pgTable(
  'record_events',
  {
    id: text('id').primaryKey(),
    cubeId: text('cube_id')
      .notNull()
      .references(() => cubes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The day it was played, YYYY-MM-DD. */
    date: text('date').notNull(),
    origin: text('origin').$type<'draft' | 'paper'>().notNull(),
    pairing: text('pairing').$type<'swiss' | 'round-robin' | 'elimination'>().notNull(),
    /** Rounds planned; pairing stops there. */
    rounds: integer('rounds').notNull(),
    draftId: text('draft_id'),
    notes: text('notes').notNull().default(''),
    /** The share link's secret (docs/decisions/0060-event-share-link.md); null: no link. A new one revokes the old. */
    shareToken: text('share_token'),
    /** Bumped by every change to the event's players, decks or results: card metrics refold it then. */
    metricsVersion: integer('metrics_version').notNull().default(0),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (t) => [
    index('record_events_cube_idx').on(t.cubeId, t.date),
    uniqueIndex('record_events_share_token_idx').on(t.shareToken),
  ],
);

export const recordPlayers = pgTable(
  'record_players',
  {
    eventId: text('event_id')
      .notNull()
      .references(() => recordEvents.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    /** Seed order (0 first): round one and the last tie-break. */
    seed: integer('seed').notNull(),
    name: text('name').notNull(),
    userId: text('user_id'),
    bot: boolean('bot').notNull().default(false),
    deck: jsonb('deck').$type<DeckCard[]>().notNull().default([]),
    /**
     * The deck is the bot deck builder's suggestion from the player's draft pool, entered because they
     * never saved one (issue 30); any deck written for them since clears it.
     */
    deckSuggested: boolean('deck_suggested').notNull().default(false),
    /** The round after which the player dropped (not paired again, kept in the standings); null: playing. */
    droppedAfter: integer('dropped_after_round'),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.id] }),
    uniqueIndex('record_players_user_idx').on(t.eventId, t.userId),
    index('record_players_user_lookup_idx').on(t.userId),
  ],
);

export const recordMatches = pgTable(
  'record_matches',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => recordEvents.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    table: integer('table_number').notNull(),
    a: text('player_a').notNull(),
    /** Null: a bye for player a. */
    b: text('player_b'),
    aWins: integer('a_wins').notNull().default(0),
    bWins: integer('b_wins').notNull().default(0),
    draws: integer('draws').notNull().default(0),
    status: text('status').$type<MatchStatus>().notNull().default('pending'),
    reportedBy: text('reported_by'),
    /** The opponent's different report, kept for the host to settle. */
    dispute: jsonb('dispute').$type<MatchReport>(),
    updatedAt: at('updated_at'),
  },
  (t) => [uniqueIndex('record_matches_table_idx').on(t.eventId, t.round, t.table)],
);
