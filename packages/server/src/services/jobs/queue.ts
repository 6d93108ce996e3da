import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';

// The job table as a queue. Any number of workers (on any number of instances) claim due jobs with
// FOR UPDATE SKIP LOCKED, so each job runs on one worker at a time; a claim older than CLAIM_TIMEOUT_MS
// (a worker that died mid-job) is taken over. Every time here is the app clock's (passed in), not the
// database's now(): a job is due when the clock says so, and tests move the clock to run it.

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/** Attempts before a job is parked as failed (kept for inspection, never retried). */
const MAX_ATTEMPTS = 5;
const CLAIM_TIMEOUT_MS = 5 * 60_000;

/**
 * Adds a job due at `runAt` (the clock's now for "at once"); with `singletonKey`, nothing is added while
 * a job with that key exists. Pass a transaction to enqueue atomically with the change that causes it.
 */
export async function enqueueJob(
  db: Db,
  kind: string,
  payload: Record<string, unknown>,
  opts: { runAt: Date; singletonKey?: string },
): Promise<void> {
  await db
    .insert(jobs)
    .values({ kind, payload, runAt: opts.runAt, singletonKey: opts.singletonKey })
    .onConflictDoNothing();
}

/**
 * When the next job may be claimed (the app clock's ms: its run_at, or for a claimed job the moment its
 * claim goes stale), or null when the queue holds none: how long an idle worker may sleep.
 */
export async function nextClaimAt(db: Db): Promise<number | null> {
  const result = await db.execute(sql`
    select min(case when locked_at is null then run_at
      else greatest(run_at, locked_at + ${`${CLAIM_TIMEOUT_MS} milliseconds`}::interval) end) as at
    from jobs where failed_at is null`);
  const at = (result as unknown as { rows: { at: string | Date | null }[] }).rows[0]?.at;
  return at ? new Date(at).getTime() : null;
}

/** Claims the oldest job due at `now` for `workerId`, or returns null when none is due. */
export async function claimJob(db: Db, workerId: string, now: Date): Promise<ClaimedJob | null> {
  const stale = new Date(now.getTime() - CLAIM_TIMEOUT_MS).toISOString();
  const result = await db.execute(sql`
    update jobs set locked_at = ${now.toISOString()}, locked_by = ${workerId}, attempts = attempts + 1
    where id = (
      select id from jobs
      where failed_at is null and run_at <= ${now.toISOString()}
        and (locked_at is null or locked_at < ${stale})
      order by run_at, id
      for update skip locked
      limit 1
    )
    returning id, kind, payload, attempts`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    kind: String(row.kind),
    payload: (row.payload ?? {}) as Record<string, unknown>,
    attempts: Number(row.attempts),
  };
}

/** A finished job leaves the table, or is rescheduled when its handler asked to run again. */
export async function completeJob(db: Db, id: number, again?: Date): Promise<void> {
  if (again) {
    await db.execute(
      sql`update jobs set run_at = ${again.toISOString()}, locked_at = null, locked_by = null, attempts = 0 where id = ${id}`,
    );
  } else {
    await db.execute(sql`delete from jobs where id = ${id}`);
  }
}

/** A failed attempt at `now`: retried later with backoff, or parked after MAX_ATTEMPTS. */
export async function failJob(db: Db, job: ClaimedJob, error: string, now: Date): Promise<void> {
  if (job.attempts >= MAX_ATTEMPTS) {
    await db.execute(
      sql`update jobs set failed_at = ${now.toISOString()}, locked_at = null, last_error = ${error} where id = ${job.id}`,
    );
    return;
  }
  const retryAt = new Date(now.getTime() + 2 ** job.attempts * 1000);
  await db.execute(
    sql`update jobs set run_at = ${retryAt.toISOString()}, locked_at = null, locked_by = null, last_error = ${error} where id = ${job.id}`,
  );
}

/**
 * Renews the claim on the running job with `singletonKey` at `now`, so a job that runs longer than
 * CLAIM_TIMEOUT_MS (a big nightly dump) is not taken over by another instance while it still works.
 */
export async function renewClaim(db: Db, singletonKey: string, now: Date): Promise<void> {
  await db.execute(
    sql`update jobs set locked_at = ${now.toISOString()} where singleton_key = ${singletonKey} and locked_at is not null`,
  );
}
