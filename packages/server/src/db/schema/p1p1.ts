import type { P1P1Card } from '@cubewright/core/protocol';
import { foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { cubes } from './cubes';

// "Pack 1, Pick 1" (issue 18). A pack is kept from its first vote on (or from the day it is the daily
// one), so later edits to the cube never change a pack people already voted on.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A P1P1 pack of a cube for a seed, as it was dealt when first kept. */
export const p1p1Packs = pgTable(
  'p1p1_packs',
  {
    cubeId: text('cube_id')
      .notNull()
      .references(() => cubes.id, { onDelete: 'cascade' }),
    seed: integer('seed').notNull(),
    cards: jsonb('cards').$type<Omit<P1P1Card, 'card'>[]>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cubeId, t.seed] })],
);

/** One vote per user and pack: the position of the card they would take; a new vote replaces it. */
export const p1p1Votes = pgTable(
  'p1p1_votes',
  {
    cubeId: text('cube_id').notNull(),
    seed: integer('seed').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    pick: integer('pick').notNull(),
    votedAt: at('voted_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cubeId, t.seed, t.userId] }),
    foreignKey({ columns: [t.cubeId, t.seed], foreignColumns: [p1p1Packs.cubeId, p1p1Packs.seed] }).onDelete(
      'cascade',
    ),
  ],
);

/** The daily P1P1 of each UTC day (YYYY-MM-DD), fixed by its first request so the day keeps one pack. */
export const p1p1Daily = pgTable(
  'p1p1_daily',
  {
    day: text('day').primaryKey(),
    cubeId: text('cube_id')
      .notNull()
      .references(() => cubes.id, { onDelete: 'cascade' }),
    seed: integer('seed').notNull(),
  },
  (t) => [index('p1p1_daily_cube_idx').on(t.cubeId)],
);
