import fs from 'node:fs';
import type { Config } from '../../config';
import { backupPglite, restorePglite } from './pglite-backup';
import { backupPostgres, restorePostgres } from './postgres-backup';

// One entry for the CLI: back up or restore whichever database the configuration names (DATABASE_URL,
// else the PGlite folder in DATA_DIR). The two formats differ, so a restore first checks that the file
// is of the configured kind.

type BackupKind = 'pglite' | 'postgres';

/** What kind of backup `file` holds, from its first bytes: pg_dump's "PGDMP" or PGlite's gzipped tar. */
function backupKindOf(file: string): BackupKind | null {
  const fd = fs.openSync(file, 'r');
  const head = Buffer.alloc(5);
  fs.readSync(fd, head, 0, 5, 0);
  fs.closeSync(fd);
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  return null;
}

const kindOf = (config: Pick<Config, 'databaseUrl'>): BackupKind =>
  config.databaseUrl ? 'postgres' : 'pglite';

export async function backupDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  file: string,
  out?: NodeJS.WritableStream,
) {
  // Written beside the target and renamed, so an interrupted backup never leaves a truncated FILE.
  const partial = `${file}.partial`;
  try {
    if (config.databaseUrl) await backupPostgres(config.databaseUrl, partial, out);
    else await backupPglite(config.dataDir, partial, out);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

export async function restoreDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  file: string,
  opts: { force: boolean; out?: NodeJS.WritableStream },
): Promise<{ replaced: string | null }> {
  const expected = kindOf(config);
  const actual = backupKindOf(file);
  if (actual !== expected)
    throw new Error(
      actual === null
        ? `${file} is not a Cubewright backup (neither pg_dump's format nor a PGlite dump).`
        : `${file} is a ${actual === 'postgres' ? 'PostgreSQL (pg_dump)' : 'PGlite'} backup, but the configured database is ${expected === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (DATA_DIR)'}.`,
    );
  if (config.databaseUrl) {
    await restorePostgres(config.databaseUrl, file, opts);
    return { replaced: null };
  }
  return restorePglite(config.dataDir, file, opts);
}
