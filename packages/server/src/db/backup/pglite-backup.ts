import fs from 'node:fs';
import path from 'node:path';
import { type Database, newPglite, openDatabase, pgliteDir, wrapPglite } from '../client';
import { lockDataDir } from '../data-dir-lock';
import { dataRowCount, listTables } from '../table-checksums';
import { backupProgress } from './progress-line';
import { RestoreRefusedError } from './restore-refused';

// PGlite backups are PGlite's own dump of its data folder (a gzipped tar, `dumpDataDir`), taken between
// queries of the process that has the database open: the CLI when no server runs (the folder's lock says
// so), or the server itself behind GET /api/admin/backup. A restore loads the tar into a new folder
// (`loadDataDir`) and swaps it in, keeping the replaced folder beside it.

/** The gzipped tar of an open PGlite database, flushed to its files first. */
export async function dumpPglite(database: Database): Promise<Buffer> {
  if (!database.pglite) throw new Error('not a PGlite database');
  await database.pglite.exec('checkpoint');
  const blob = await database.pglite.dumpDataDir('gzip');
  return Buffer.from(await blob.arrayBuffer());
}

/** Backs up DATA_DIR's database to `file`; refuses while another process (a server) holds the folder. */
export async function backupPglite(
  dataDir: string,
  file: string,
  out: NodeJS.WritableStream = process.stderr,
) {
  if (!fs.existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION')))
    throw new Error(`There is no database in ${pgliteDir(dataDir)} to back up.`);
  const database = await openDatabase({ dataDir });
  try {
    const progress = backupProgress('pglite dump', (await listTables(database.db)).length, out);
    const tar = await dumpPglite(database);
    fs.writeFileSync(file, tar);
    progress.bytes(tar.length);
    progress.done();
  } finally {
    await database.close();
  }
}

/** Opens a PGlite folder just long enough to count its rows (0 when there is none). */
async function rowsIn(dir: string): Promise<number> {
  if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) return 0;
  const database = await wrapPglite(newPglite(dir));
  try {
    return (await dataRowCount(database.db)).rows;
  } finally {
    await database.close();
  }
}

/**
 * Restores a PGlite backup into DATA_DIR. A database holding rows is refused unless `force`; the replaced
 * folder is kept as `pglite.replaced-<time>` (returned), so a mistaken --force can be undone by hand.
 */
export async function restorePglite(
  dataDir: string,
  file: string,
  opts: { force: boolean; out?: NodeJS.WritableStream },
): Promise<{ replaced: string | null }> {
  const unlock = lockDataDir(dataDir);
  try {
    const target = pgliteDir(dataDir);
    const rows = await rowsIn(target);
    if (rows > 0 && !opts.force) throw new RestoreRefusedError(`The database in ${target}`, rows);
    const tar = fs.readFileSync(file);
    const progress = backupProgress('pglite load', null, opts.out);
    progress.bytes(tar.length);
    const incoming = `${target}.restoring`;
    fs.rmSync(incoming, { recursive: true, force: true });
    const loaded = await wrapPglite(newPglite(incoming, { loadDataDir: new Blob([tar]) }));
    await loaded.pglite!.exec('checkpoint');
    await loaded.close();
    let replaced: string | null = null;
    if (fs.existsSync(target)) {
      // The wall clock, not an injected one: restore runs only from the CLI (db-restore.ts) while no
      // server holds the folder (lockDataDir above), so there is no app and no app clock; the time
      // only names the kept folder for a person to find.
      replaced = `${target}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(target, replaced);
    }
    fs.renameSync(incoming, target);
    progress.done();
    return { replaced };
  } finally {
    unlock();
  }
}
