import type { AppContext } from '../../context';
import { sendDigests } from './digest';
import { summariseLikes } from './likes-summary';

// The owners' daily round, run by the jobs worker on the app's clock every OWNER_NOTICES_EVERY_MS (an
// hour; JobWorker.every): the likes summaries of the day, then the e-mail digests of the days before.
// Both are idempotent per day, so hourly runs (and several instances) tell each thing once.

export const OWNER_DAILY_JOB = 'owner-daily-notices';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The job: likes summaries for today, digests of what came before today (UTC). */
export async function runOwnerDaily(ctx: AppContext): Promise<void> {
  const dayStart = new Date(Math.floor(ctx.clock.now() / DAY_MS) * DAY_MS);
  const liked = await summariseLikes(ctx, dayStart.toISOString().slice(0, 10));
  const mailed = await sendDigests(ctx, dayStart);
  if (liked + mailed > 0) ctx.log.info({ liked, mailed }, 'owner notices: daily round');
}
