import type pg from 'pg';
import { Counter } from 'prom-client';

/**
 * Queries sent to PostgreSQL by this process: each is one round trip to the database (issue 33 counts
 * them per acknowledged pick; bench:draft reads this from /metrics). Not registered anywhere here: each
 * app's registry adds it (http/metrics.ts).
 */
export const dbRoundTrips = new Counter({
  name: 'db_round_trips_total',
  help: 'Queries sent to PostgreSQL (one round trip each)',
  registers: [],
});

/** Counts every query of the pool's connections (pool.query and a checked-out client's alike). */
export function countRoundTrips(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) => {
      dbRoundTrips.inc();
      return query(...args);
    };
  });
}
