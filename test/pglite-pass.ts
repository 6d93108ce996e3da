// Which integration files also run on PGlite when PostgreSQL is at hand (ADR 0065). Every integration
// file runs on PostgreSQL then; on PGlite only those whose behaviour can differ by database. Without
// PostgreSQL every file runs on PGlite, so a newcomer's `npm test` still runs everything.
// An entry ending in '/' stands for every test file under that folder; pglite-pass.test.ts checks that
// each entry still names something.

const server = (path: string) => `packages/server/src/${path}`;

export const differsByDatabase: readonly string[] = [
  // The database layer: migrations, upgrades, PGlite-only backups and the data folder's lock.
  server('db/'),
  // The card tables' copy: PGlite takes CSV chunks on the server's thread, paced to step aside for
  // requests; PostgreSQL gets them over the copy worker's own connection.
  server('services/cards/card-loading.test.ts'),
  server('services/cards/card-service.test.ts'),
  server('services/cards/card-sync.test.ts'),
  server('http/request-activity.test.ts'),
  // Search SQL: pg_trgm (loaded by PGlite as an extension of its own), LIKE escapes, collation and
  // ordering, and the cube-count cache that spares PGlite's single connection.
  server('services/card-search/'),
  server('routes/card-search/'),
  server('services/community/search.test.ts'),
  // What each database refuses (an unpaired surrogate in text and jsonb) must still be a clear 400.
  server('http/input-rules.test.ts'),
  // Locking and transactions: PGlite has one connection, so an open transaction holds up every other
  // query (and a query made outside it from inside it waits forever); PostgreSQL's pool runs them at
  // once and its rows lock. Each of these races writes, kills the server mid-write, or claims rows.
  server('services/drafts/action-batches.test.ts'),
  server('services/drafts/kill-restart.test.ts'),
  server('services/drafts/modes-kill-restart.test.ts'),
  server('services/jobs/jobs-clock.test.ts'),
  server('services/open-data/open-data.test.ts'),
  server('services/community/counters.test.ts'),
  server('http/idempotency.test.ts'),
  server('routes/cubes/changes.test.ts'),
  server('routes/cubes/settings-conflict.test.ts'),
  server('routes/custom-cards/custom-cards.test.ts'),
  server('routes/drafts/team-sealed.test.ts'),
  server('routes/records/results.test.ts'),
];

/** The entries as Vitest `include` globs. */
export const pglitePassInclude = differsByDatabase.map((entry) =>
  entry.endsWith('/') ? `${entry}**/*.test.ts` : entry,
);
