import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The database's clock as it stamps rows (`now()`, with microseconds, as text): what a check against a
 * column defaulting to now() must compare with, never the app's clock (a test's ManualClock, another
 * instance's drift).
 */
export async function databaseNow(db: Db): Promise<string> {
  const result = await db.execute(sql`select now()::text as now`);
  return (result as unknown as { rows: { now: string }[] }).rows[0]!.now;
}
