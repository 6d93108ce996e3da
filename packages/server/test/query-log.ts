import { AsyncLocalStorage } from 'node:async_hooks';
import { PgPreparedQuery } from 'drizzle-orm/pg-core';

// What the app asks of its database, statement by statement, on PostgreSQL and PGlite alike: every
// query Drizzle prepares runs through PgPreparedQuery.queryWithCache, whatever the driver. Tests assert
// on it that a cost follows the change and not the data (a one-card save reads and writes the same rows
// at any cube size); benches print it to say where a request's time goes.

export interface LoggedStatement {
  text: string;
  /** Rows the statement returned (a select, or a write's `returning`). */
  returned: number;
  /** Rows it inserted, updated or deleted (0 for a read). */
  affected: number;
  ms: number;
}

type DriverResult = { rows?: unknown[]; rowCount?: number | null; affectedRows?: number; command?: string };
type QueryWithCache = (text: string, params: unknown[], query: () => Promise<unknown>) => Promise<unknown>;

const proto = PgPreparedQuery.prototype as unknown as { queryWithCache: QueryWithCache };
/** Marks the work being logged: the app's timers (job and deadline loops) run outside it. */
const logging = new AsyncLocalStorage<LoggedStatement[]>();
let running = false;

/**
 * Logs the statements `work` sends through Drizzle, and only those: a timer of the app that fires
 * meanwhile runs in its own async context and is left out. One log at a time.
 */
export async function logStatements<T>(
  work: () => Promise<T>,
): Promise<{ result: T; statements: LoggedStatement[] }> {
  if (running) throw new Error('a statement log is already running');
  running = true;
  const original = proto.queryWithCache;
  proto.queryWithCache = async function (this: unknown, text, params, query) {
    const log = logging.getStore();
    if (!log) return original.call(this, text, params, query);
    const start = performance.now();
    const result = (await original.call(this, text, params, query)) as DriverResult;
    const returned = result.rows?.length ?? 0;
    const isRead = /^\s*select\b/i.test(text) || result.command === 'SELECT';
    const affected = isRead ? 0 : (result.affectedRows ?? result.rowCount ?? 0);
    log.push({ text: text.replace(/\s+/g, ' ').trim(), returned, affected, ms: performance.now() - start });
    return result;
  };
  const statements: LoggedStatement[] = [];
  try {
    return { result: await logging.run(statements, work), statements };
  } finally {
    proto.queryWithCache = original;
    running = false;
  }
}

/** Statements, rows returned and rows written of a log: what a cost test compares between two sizes. */
export function totalsOf(statements: readonly LoggedStatement[]) {
  return {
    statements: statements.length,
    returned: statements.reduce((n, s) => n + s.returned, 0),
    affected: statements.reduce((n, s) => n + s.affected, 0),
  };
}
