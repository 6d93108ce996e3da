import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { cubes } from './cubes';

/**
 * Likes on cubes (issue 18): one row per (user, cube), so a user likes a cube at most once. The
 * cube-first index serves both the count per cube and the browse sort by likes.
 */
export const cubeLikes = pgTable(
  'cube_likes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    cubeId: text('cube_id')
      .notNull()
      .references(() => cubes.id, { onDelete: 'cascade' }),
    likedAt: timestamp('liked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.cubeId] }), index('cube_likes_cube_idx').on(t.cubeId)],
);
