import type { CustomCardFields } from '@cubewright/core/custom-cards';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Designers' own cards. A deleted card keeps its row (`deleted_at` set) as the frozen copy the cubes
 * that use it still show; cube entries refer to it by card id `custom:<id>`.
 */
export const customCards = pgTable(
  'custom_cards',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    visibility: text('visibility').$type<'public' | 'private'>().notNull().default('private'),
    /** Front face name, for listing without reading the fields. */
    name: text('name').notNull(),
    fields: jsonb('fields').$type<CustomCardFields>().notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('custom_cards_owner_idx').on(t.ownerId, t.updatedAt)],
);
