import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Runs `step` in a transaction holding a lock named by `key` (a transaction-scoped advisory lock), so
 * a rate limit's count and the insert it guards are one step per writer: requests sent at once would
 * otherwise all read a count under the limit and all write. Only steps with the same key wait.
 */
export async function oneWriterAtATime<T>(db: Db, key: string, step: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    return step(tx);
  });
}
