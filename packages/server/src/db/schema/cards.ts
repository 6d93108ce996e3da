import type { Card } from '@cubewright/core/cards';
import { index, integer, jsonb, pgTable, real, text } from 'drizzle-orm/pg-core';

// The card data as loaded from the bulk file, for SQL-side use (joins, reports). The in-memory index
// (services/cards) stays the source for lookups; these tables are rewritten when the file changes.

export const cards = pgTable(
  'cards',
  {
    /** Oracle id, or `name:` + normalised name (core/cards). */
    id: text('id').primaryKey(),
    oracleId: text('oracle_id'),
    name: text('name').notNull(),
    normalizedName: text('normalized_name').notNull(),
    layout: text('layout').notNull(),
    manaCost: text('mana_cost').notNull(),
    cmc: real('cmc').notNull(),
    typeLine: text('type_line').notNull(),
    colors: text('colors').array().notNull(),
    rarity: text('rarity'),
    /** The whole normalised card. */
    data: jsonb('data').$type<Card>().notNull(),
  },
  (t) => [index('cards_normalized_name_idx').on(t.normalizedName)],
);

export const printings = pgTable(
  'printings',
  {
    /** Scryfall printing id. */
    id: text('id').primaryKey(),
    cardId: text('card_id').notNull(),
    name: text('name').notNull(),
    set: text('set').notNull(),
    setName: text('set_name').notNull(),
    collectorNumber: text('collector_number').notNull(),
    rarity: text('rarity'),
    releasedAt: text('released_at'),
    imageUri: text('image_uri'),
    /** Position in the bulk file, so reads can keep the file's order. */
    position: integer('position').notNull(),
  },
  (t) => [index('printings_card_idx').on(t.cardId)],
);
