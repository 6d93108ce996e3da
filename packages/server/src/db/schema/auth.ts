import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// better-auth's tables. The JS property names are the field names its drizzle adapter looks up
// (user.emailVerified, session.userId, ...); the SQL names are snake_case like the rest of the schema.
// The profile (spec section 3) lives beside them, keyed by the same user id.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  /** The name given at sign-up (the desired username) or the provider's display name. */
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: at('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: at('access_token_expires_at'),
    refreshTokenExpiresAt: at('refresh_token_expires_at'),
    scope: text('scope'),
    /** The password hash for e-mail sign-up (providerId "credential"). */
    password: text('password'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** Attempts per IP and auth path; in the database so several server instances share the counts. */
export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * Failed sign-ins per account, for the per-account back-off (auth/sign-in-throttle.ts); keyed by a hash
 * of the e-mail so addresses without an account are not stored. In the database so every instance sees
 * the same count.
 */
export const signInFailures = pgTable('sign_in_failures', {
  accountKey: text('account_key').primaryKey(),
  failures: integer('failures').notNull(),
  /** Epoch milliseconds of the last counted attempt. */
  lastFailureAt: bigint('last_failure_at', { mode: 'number' }).notNull(),
});

/** The user profile of spec section 3; e-mail and username are stored lowercased. */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    username: text('username').notNull().unique(),
    isAdmin: boolean('is_admin').notNull().default(false),
    isModerator: boolean('is_moderator').notNull().default(false),
    photoURL: text('photo_url'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  // Community search matches the owner's username anywhere in it (services/community/lists.ts): a
  // trigram index finds the few matching users without reading every profile (migration 0016, ADR 0061).
  (t) => [index('profiles_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`)],
);
