import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import type { Db } from './db';
import { type MigrationResult, runMigrations } from './migrate';
import { countRoundTrips } from './round-trips';
import * as schema from './schema';

export type { Db } from './db';

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs the pending migrations of packages/server/drizzle in one transaction; throws SchemaVersionError
   * on a database migrated by a newer (or different) release.
   */
  migrate(): Promise<MigrationResult>;
  /** Raw client for things Drizzle does not cover (LISTEN/NOTIFY, adapters). */
  pgPool?: pg.Pool;
  /** The PostgreSQL URL, for a connection of its own off the server's thread (the card-table copy). */
  url?: string;
  /** The embedded database itself, for backups (dumpDataDir). */
  pglite?: PGlite;
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
export const migrationsFolder = findMigrationsFolder();

/**
 * A PGlite with the extensions the migrations create (pg_trgm: the trigram index of community search,
 * migration 0016, ADR 0061). Every open goes through here: a database holding a trigram index cannot
 * even be written without the extension's library loaded.
 */
export function newPglite(dataDir?: string, options: PGliteOptions = {}): PGlite {
  // Given no folder (in memory), PGlite reads its options from the first argument only.
  return new PGlite({ ...options, ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
}

/** Where an on-disk PGlite database lives inside DATA_DIR. */
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

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
    countRoundTrips(pool);
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
      url: opts.databaseUrl,
      migrate: () => runMigrations(db, migrationsFolder),
      close: () => pool.end(),
    };
  }
  if (opts.dataDir === 'memory://') return wrapPglite(newPglite());
  // Two processes on one PGlite folder would corrupt it: the first one holds a lock file until it closes.
  const unlock = lockDataDir(opts.dataDir);
  try {
    return wrapPglite(newPglite(pgliteDir(opts.dataDir)), unlock);
  } catch (err) {
    unlock();
    throw err;
  }
}

/** The Database interface over an open PGlite (also used by restore, on a freshly loaded folder). */
export async function wrapPglite(client: PGlite, unlock: () => void = () => {}): Promise<Database> {
  try {
    await client.waitReady;
  } catch (err) {
    unlock();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => runMigrations(db, migrationsFolder),
    pglite: client,
    async close() {
      await client.close();
      unlock();
    },
  };
}
