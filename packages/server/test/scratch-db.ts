import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '../src/db/client';
import { createFreshPostgres, type testDbKind } from './harness';

// An empty database of the suite's kind that outlives one connection: a PGlite folder on disk or a fresh
// PostgreSQL database. Upgrade, backup and start-up tests open it, close it, hand it to the built server
// (through `env`) and open it again.

export interface ScratchDatabase {
  kind: typeof testDbKind;
  /** DATA_DIR / DATABASE_URL for a server or CLI process on this database. */
  env: Record<string, string>;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

export async function scratchDatabase(tag = 'scratch'): Promise<ScratchDatabase> {
  if (process.env.TEST_DATABASE_URL) {
    const fresh = await createFreshPostgres(process.env.TEST_DATABASE_URL);
    return {
      kind: 'postgres',
      env: { DATABASE_URL: fresh.url, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `cw-${tag}-`)) },
      open: () => openDatabase({ databaseUrl: fresh.url, dataDir: 'memory://', onPoolError: () => {} }),
      drop: () => fresh.drop(),
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `cw-${tag}-`));
  return {
    kind: 'pglite',
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    open: () => openDatabase({ dataDir: dir }),
    async drop() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
