import type { ChangeFit, ProposalChange, ProposalStatus } from '@cubewright/core/cube';
import type { ProposalsWelcome } from '@cubewright/core/protocol';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { cubes } from './cubes';

// Proposals (issue 31): suggested card changes to a cube, against the version they were made on, and
// what the owner or an editor decided. The changes are one jsonb list, read and decided as a whole.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const cubeProposals = pgTable(
  'cube_proposals',
  {
    id: text('id').primaryKey(),
    cubeId: text('cube_id')
      .notNull()
      .references(() => cubes.id, { onDelete: 'cascade' }),
    proposerId: text('proposer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    baseVersion: integer('base_version').notNull(),
    title: text('title').notNull(),
    reason: text('reason').notNull().default(''),
    /** The editor's ops with their reasons; adds carry their resolved card id. */
    changes: jsonb('changes').$type<ProposalChange[]>().notNull(),
    status: text('status').$type<ProposalStatus>().notNull().default('open'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    /** The decider's note (why declined, or a word of thanks). */
    note: text('note').notNull().default(''),
    /** On accept: what became of each change the decider chose (the rest were declined). */
    outcome: jsonb('outcome').$type<ChangeFit[]>(),
    /** The version the accepted changes were saved as. */
    acceptedVersion: integer('accepted_version'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('cube_proposals_cube_idx').on(t.cubeId, t.status, t.createdAt),
    // The per-user-per-cube daily limit counts a proposer's recent proposals.
    index('cube_proposals_proposer_idx').on(t.proposerId, t.cubeId, t.createdAt),
  ],
);

/** Who may propose to a cube, when its owner chose (a cube without a row welcomes anyone who sees it). */
export const cubeProposalSettings = pgTable('cube_proposal_settings', {
  cubeId: text('cube_id')
    .primaryKey()
    .references(() => cubes.id, { onDelete: 'cascade' }),
  welcome: text('welcome').$type<ProposalsWelcome>().notNull(),
});
