import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The outcome of each write sent with an Idempotency-Key (http/idempotency.ts), kept a day so a resend of
 * the same write gets the first answer instead of running twice. `scope` is the signed-in user (or
 * `guest`), so one person's key never replays another's answer. A write that commits in a transaction
 * (a cube save) claims its key inside that transaction with `result`, so a resend after the instance
 * died between commit and answer finds the write done even though no answer was stored.
 */
export const requestOutcomes = pgTable(
  'request_outcomes',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** Method, path and a hash of the body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** What the write made, for the route to answer from (a cube save's version number). */
    result: jsonb('result').$type<Record<string, unknown>>(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
