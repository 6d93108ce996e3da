import { dateOf } from '@cubewright/core/clock';
import type { AppContext } from '../../context';
import { enqueueJob, renewClaim } from '../jobs/queue';
import { openDataDir } from './dump-store';
import { produceOpenDataDump } from './produce-dump';

// The nightly open data dump: one singleton row in the jobs table, so whichever instance claims it
// (FOR UPDATE SKIP LOCKED) is the only one writing that night; it renews its claim while it writes and
// reschedules itself for the next night. The row outlives restarts: a night the server was down is
// dumped when it comes back. Times are the app clock's, so tests move a ManualClock to tonight.

export const OPEN_DATA_JOB = 'open-data-dump';
const HOUR_MS = 3_600_000;
/** Renew the claim at least this often while dumping (the queue takes a claim over after 5 minutes). */
const RENEW_EVERY_MS = 60_000;

/** The first `hour`:00 UTC strictly after `now`. */
export function nextDumpAt(now: number, hour: number): Date {
  const day = Math.floor(now / (24 * HOUR_MS)) * 24 * HOUR_MS;
  const today = day + hour * HOUR_MS;
  return new Date(today > now ? today : today + 24 * HOUR_MS);
}

/** Whether this server dumps at all: a dump hour is set and the data folder is on disk. */
function dumps(ctx: AppContext): boolean {
  return ctx.config.openDataHourUtc !== null && openDataDir(ctx.config) !== null;
}

/** Makes sure tonight's dump is scheduled (one row for all instances; a pending one is left as it is). */
export async function scheduleOpenDataDump(ctx: AppContext): Promise<void> {
  if (!dumps(ctx)) return;
  const runAt = nextDumpAt(ctx.clock.now(), ctx.config.openDataHourUtc!);
  await enqueueJob(ctx.database.db, OPEN_DATA_JOB, {}, { runAt, singletonKey: OPEN_DATA_JOB });
}

/** The job: writes the dump, logging its progress and renewing the claim, then asks to run next night. */
export async function runOpenDataDump(ctx: AppContext): Promise<Date | undefined> {
  if (!dumps(ctx)) return undefined;
  let renewedAt = ctx.clock.now();
  await produceOpenDataDump(ctx, async (file, rows, done) => {
    if (done) ctx.log.info({ file, rows }, 'open data dump: file written');
    else if (rows % 10_000 === 0) ctx.log.info({ file, rows }, 'open data dump: writing');
    if (ctx.clock.now() - renewedAt >= RENEW_EVERY_MS) {
      renewedAt = ctx.clock.now();
      await renewClaim(ctx.database.db, OPEN_DATA_JOB, dateOf(ctx.clock));
    }
  });
  return nextDumpAt(ctx.clock.now(), ctx.config.openDataHourUtc!);
}
