import { doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Card ratings learned from people's picks on Cubewright (services/ratings): an Elo rating per card per
 * scope, where the scope is a cube id or `global` (all cubes). Rebuilt whole by the refresh job.
 */
export const cardRatings = pgTable(
  'card_ratings',
  {
    scope: text('scope').notNull(),
    cardId: text('card_id').notNull(),
    elo: doublePrecision('elo').notNull(),
    picks: integer('picks').notNull(),
    comparisons: integer('comparisons').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.cardId] }), index('card_ratings_card_idx').on(t.cardId)],
);
