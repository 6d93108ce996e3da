import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { cubes } from './cubes';

// A cube's blog (issue 18): posts written by its owner and editors, and changelog posts a save publishes
// from its diff. Markdown with [[card]] links, rendered by the white paper's sanitised renderer.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const cubePosts = pgTable(
  'cube_posts',
  {
    id: text('id').primaryKey(),
    cubeId: text('cube_id')
      .notNull()
      .references(() => cubes.id, { onDelete: 'cascade' }),
    /** Null once the author's account is deleted: the post stays with the cube. */
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'post' | 'changelog'>().notNull().default('post'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('cube_posts_cube_time_idx').on(t.cubeId, t.createdAt)],
);
