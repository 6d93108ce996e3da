import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the migrations in packages/server/drizzle. */
  migrate(): Promise<void>;
  /** Raw client for things Drizzle does not cover (LISTEN/NOTIFY, adapters). */
  pgPool?: pg.Pool;
  close(): Promise<void>;
}

// Found by walking up, because this module runs both from src/db (tsx) and from the dist bundle.
function findMigrationsFolder(): string {
  for (let dir = import.meta.dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta/_journal.json'))) return candidate;
  }
  throw new Error('drizzle migrations folder not found');
}
const migrationsFolder = findMigrationsFolder();

/**
 * Opens PostgreSQL when a URL is given, else the embedded PGlite in `dataDir`
 * (`memory://` keeps it in memory, for tests).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** Told when an idle PostgreSQL connection drops; by default a warning on stderr. */
  onPoolError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // pg re-emits an idle client's lost connection (server restart, admin termination) on the pool; an
    // unheard 'error' event would end the process. The pool drops that client and the next query reconnects.
    pool.on(
      'error',
      opts.onPoolError ?? ((err) => console.warn(`idle PostgreSQL connection lost: ${err.message}`)),
    );
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pgPool: pool,
      migrate: () => migratePg(db as never, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const client = opts.dataDir === 'memory://' ? new PGlite() : new PGlite(path.join(opts.dataDir, 'pglite'));
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    close: () => client.close(),
  };
}
