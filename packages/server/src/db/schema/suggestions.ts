import type { CubeSuggestions } from '@cubewright/core/recommend';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { cubes } from './cubes';

/**
 * Each cube's suggestions as the background job last computed them (ADR 0032), with what they were
 * computed from: the cube's version and how many public cubes fed them, to tell when they are stale.
 */
export const cubeSuggestions = pgTable('cube_suggestions', {
  cubeId: text('cube_id')
    .primaryKey()
    .references(() => cubes.id, { onDelete: 'cascade' }),
  cubeVersion: integer('cube_version').notNull(),
  publicCubes: integer('public_cubes').notNull(),
  body: jsonb('body').$type<CubeSuggestions>().notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
