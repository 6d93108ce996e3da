import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { refreshRatings } from './refresh';

/**
 * Refreshes learned ratings on a timer (RATINGS_REFRESH_MINUTES, default 60; 0 turns it off), first a
 * minute after start so booting stays quick. Returns a stop function that waits for a running refresh.
 */
export function startRatingsRefresh(db: Db, log: Pick<FastifyBaseLogger, 'info' | 'error'>) {
  const minutes = Number(process.env.RATINGS_REFRESH_MINUTES ?? 60);
  if (!(minutes > 0)) return async () => {};
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = refreshRatings(db)
      .then((s) => log.info(s, 'card ratings refreshed'))
      .catch((err) => log.error({ err }, 'card ratings refresh failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, 60_000);
  const every = setInterval(run, minutes * 60_000);
  first.unref();
  every.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}
