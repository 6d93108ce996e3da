import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { cubes } from './cubes';

// What owners and authors hear about their things (issue 30, ADR 0056): each user's channel per kind,
// the notices waiting for their daily e-mail, and the likes already told of.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A user's channel for one kind (`app`, `email`, `off`); no row: the kind's default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel').$type<'app' | 'email' | 'off'>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * A notice waiting for its user's daily e-mail. `key` names what it is about (the same key the in-app
 * notice would carry), so a notice raised twice waits once; `sentAt` is set when the digest went out.
 */
export const digestItems = pgTable(
  'digest_items',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The cube it is about: asked of the policy again when the digest is sent. */
    cubeId: text('cube_id').references(() => cubes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    actionUrl: text('action_url'),
    createdAt: at('created_at').notNull(),
    sentAt: at('sent_at'),
  },
  (t) => [
    uniqueIndex('digest_items_user_key_idx').on(t.userId, t.key),
    index('digest_items_unsent_idx').on(t.createdAt),
  ],
);

/** Likes already summarised to the cube's owner: a like taken back and given again is not told twice. */
export const likeNotices = pgTable(
  'like_notices',
  {
    cubeId: text('cube_id')
      .notNull()
      .references(() => cubes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.cubeId, t.userId] })],
);
