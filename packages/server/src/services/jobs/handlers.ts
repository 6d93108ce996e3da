import { dateOf } from '@cubewright/core/clock';
import { CARDS_SYNC_JOB, runCardsSync } from '../cards/card-sync';
import { FANOUT_JOB } from '../community/cube-updates';
import {
  ANNOUNCEMENT_JOB,
  CUBE_NOTIFICATION_JOB,
  deliverAnnouncement,
  deliverCubeNotification,
} from '../notifications/create';
import { fanOutCubeUpdate } from '../notifications/fan-out';
import { purgeExpired } from '../notifications/store';
import { OPEN_DATA_JOB, runOpenDataDump } from '../open-data/job';
import { OWNER_DAILY_JOB, runOwnerDaily } from '../owner-notices/daily';
import { computeSuggestions, SUGGESTIONS_JOB } from '../suggestions/job';
import type { JobHandlers } from './worker';

export const PURGE_JOB = 'purge-expired-notifications';
/** How often expired cube-update notifications are deleted. */
export const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Every job kind the worker knows. */
export const jobHandlers: JobHandlers = {
  [FANOUT_JOB]: fanOutCubeUpdate,
  [ANNOUNCEMENT_JOB]: deliverAnnouncement,
  [CUBE_NOTIFICATION_JOB]: deliverCubeNotification,
  [CARDS_SYNC_JOB]: (ctx) => runCardsSync(ctx),
  [SUGGESTIONS_JOB]: computeSuggestions,
  [OWNER_DAILY_JOB]: runOwnerDaily,
  [OPEN_DATA_JOB]: runOpenDataDump,
  [PURGE_JOB]: async (ctx) => {
    const purged = await purgeExpired(ctx.database.db, dateOf(ctx.clock));
    if (purged > 0) ctx.log.info({ purged }, 'expired notifications purged');
    return new Date(ctx.clock.now() + PURGE_EVERY_MS);
  },
};
