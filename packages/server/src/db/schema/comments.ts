import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { cubes } from './cubes';

// Comments on any target (a blog post, a cube, a finished draft's deck: core/protocol/comments.ts) and
// the reports that put one in the moderators' queue (docs/decisions/0034). `cube_id` is the cube the
// target belongs to, resolved when the comment is written: the policy asks that cube, and deleting the
// cube takes its comments with it.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const comments = pgTable(
  'comments',
  {
    id: text('id').primaryKey(),
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    cubeId: text('cube_id')
      .notNull()
      .references(() => cubes.id, { onDelete: 'cascade' }),
    /** Null for a top-level comment; replies go one level deep. */
    parentId: text('parent_id'),
    authorId: text('author_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    editedAt: at('edited_at'),
    /** Deleted comments keep their row (and lose their text) so replies under them stay in place. */
    deletedAt: at('deleted_at'),
    hiddenAt: at('hidden_at'),
    hiddenBy: text('hidden_by'),
    /** The newest report not yet dealt with by a moderator; null when none is pending. */
    reportedAt: at('reported_at'),
  },
  (t) => [
    index('comments_target_idx').on(t.targetKind, t.targetId, t.createdAt),
    // The per-user rate limit counts a user's recent comments.
    index('comments_author_time_idx').on(t.authorId, t.createdAt),
    index('comments_reported_idx').on(t.reportedAt),
  ],
);

/** One report per user per comment (reporting again replaces the reason). */
export const commentReports = pgTable(
  'comment_reports',
  {
    commentId: text('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] })],
);
