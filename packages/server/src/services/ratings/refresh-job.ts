import { dateOf } from '@cubewright/core/clock';
import type { WithClock, WithDatabase, WithLog } from '../deps';
import { refreshRatings } from './refresh';

/**
 * Refreshes learned ratings on a timer (RATINGS_REFRESH_MINUTES, default 60; 0 turns it off), first a
 * minute after start so booting stays quick. Returns a stop function that waits for a running refresh.
 */
export function startRatingsRefresh(ctx: WithDatabase & WithLog & WithClock) {
  const { clock, log } = ctx;
  const minutes = Number(process.env.RATINGS_REFRESH_MINUTES ?? 60);
  if (!(minutes > 0)) return async () => {};
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = refreshRatings(ctx.database.db, dateOf(clock))
      .then((s) => log.info(s, 'card ratings refreshed'))
      .catch((err) => log.error({ err }, 'card ratings refresh failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = clock.setTimeout(run, 60_000).unref();
  const every = clock.setInterval(run, minutes * 60_000).unref();
  return async () => {
    clock.clear(first);
    clock.clear(every);
    await running;
  };
}
