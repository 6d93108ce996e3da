import { dateOf } from '@cubewright/core/clock';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { CARDS_SYNC_JOB, syncsCards } from '../cards/card-sync';
import { scheduleOpenDataDump } from '../open-data/job';
import { OWNER_DAILY_JOB } from '../owner-notices/daily';
import { jobHandlers, PURGE_JOB } from './handlers';
import { enqueueJob } from './queue';
import { JobWorker } from './worker';

/**
 * Runs the job worker while the app runs (started when the app is ready, stopped when it closes) and
 * makes sure the periodic purge, the nightly open data dump (and, when on, the card data sync) are scheduled. JOBS_WORKER=off leaves jobs to other instances.
 */
export const jobsPlugin: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  if (process.env.JOBS_WORKER === 'off') return;
  const worker = new JobWorker(ctx, jobHandlers);
  app.addHook('onReady', async () => {
    const runAt = dateOf(ctx.clock);
    await enqueueJob(ctx.database.db, PURGE_JOB, {}, { runAt, singletonKey: PURGE_JOB });
    // One sync job for all instances (a singleton row); it reschedules itself every CARDS_SYNC_HOURS.
    if (syncsCards(ctx))
      await enqueueJob(ctx.database.db, CARDS_SYNC_JOB, {}, { runAt, singletonKey: CARDS_SYNC_JOB });
    await scheduleOpenDataDump(ctx);
    worker.start();
    worker.every(OWNER_DAILY_JOB, ctx.config.ownerNoticesEveryMs);
  });
  app.addHook('onClose', async () => {
    await worker.stop();
  });
};
