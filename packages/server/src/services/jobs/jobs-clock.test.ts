import { ManualClock } from '@cubewright/core/clock';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';
import { jobHandlers, PURGE_EVERY_MS, PURGE_JOB } from './handlers';
import { enqueueJob } from './queue';
import { JobWorker, workerOf } from './worker';

// Jobs run when the app's clock says they are due, not the database's: a test moves a ManualClock and
// the job runs, with no waiting. The clock starts long before the wall time, so a queue that asked the
// database for now() would run every job at once and fail these.

describe(`jobs follow the app's clock (${testDbKind})`, () => {
  let t: TestApp;
  const clock = new ManualClock(Date.UTC(2020, 0, 1));
  const at = (ms: number) => new Date(clock.now() + ms);
  beforeAll(async () => {
    t = await createTestApp({ clock });
    // Jobs here are run by hand: the app's worker would take them as soon as they are due.
    await workerOf(t.database)!.stop();
    // Each test enqueues its own (the app enqueued its periodic purge at start).
    await t.database.db.execute(sql`delete from jobs`);
  });
  afterAll(() => t?.close());

  const runAt = async (kind: string) => {
    const result = await t.database.db.execute(sql`select run_at from jobs where kind = ${kind}`);
    const row = (result as unknown as { rows: { run_at: string | Date }[] }).rows[0];
    return row ? new Date(row.run_at).getTime() : null;
  };

  it('runs a job once the clock reaches its time', async () => {
    const ran: string[] = [];
    const worker = new JobWorker(t.ctx, { later: async () => void ran.push('later') });
    await enqueueJob(t.database.db, 'later', {}, { runAt: at(60_000) });
    expect(await worker.drain()).toBe(0);
    clock.advance(59_999);
    expect(await worker.drain()).toBe(0);
    clock.advance(1);
    expect(await worker.drain()).toBe(1);
    expect(ran).toEqual(['later']);
  });

  it('retries a failed job after a back-off measured on the clock', async () => {
    let tries = 0;
    const worker = new JobWorker(t.ctx, {
      flaky: async () => {
        tries++;
        if (tries === 1) throw new Error('not yet');
      },
    });
    await enqueueJob(t.database.db, 'flaky', {}, { runAt: at(0) });
    expect(await worker.drain()).toBe(1);
    expect(await runAt('flaky')).toBe(clock.now() + 2_000);
    clock.advance(1_999);
    expect(await worker.drain()).toBe(0);
    clock.advance(1);
    expect(await worker.drain()).toBe(1);
    expect(tries).toBe(2);
    expect(await runAt('flaky')).toBeNull();
  });

  it('schedules the next purge an hour of clock time later', async () => {
    const worker = new JobWorker(t.ctx, { [PURGE_JOB]: jobHandlers[PURGE_JOB]! });
    await enqueueJob(t.database.db, PURGE_JOB, {}, { runAt: at(0), singletonKey: PURGE_JOB });
    expect(await worker.drain()).toBe(1);
    expect(await runAt(PURGE_JOB)).toBe(clock.now() + PURGE_EVERY_MS);
  });
});
