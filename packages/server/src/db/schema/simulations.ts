import type { SimulationReport } from '@cubewright/core/simulation';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { cubes } from './cubes';

/**
 * Simulation runs saved to a cube by its owner or editors (services/simulations): the report the browser
 * worker produced, stored whole as JSON. Only the newest few per cube are kept.
 */
export const simulationRuns = pgTable(
  'simulation_runs',
  {
    id: text('id').primaryKey(),
    cubeId: text('cube_id')
      .notNull()
      .references(() => cubes.id, { onDelete: 'cascade' }),
    createdBy: text('created_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    format: text('format').notNull(),
    seats: integer('seats').notNull(),
    drafts: integer('drafts').notNull(),
    seed: text('seed').notNull(),
    report: jsonb('report').$type<SimulationReport>().notNull(),
  },
  (t) => [index('simulation_runs_cube_idx').on(t.cubeId, t.createdAt)],
);
