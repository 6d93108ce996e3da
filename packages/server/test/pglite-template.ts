import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Database, migrationsFolder, newPglite, openDatabase, wrapPglite } from '../src/db/client';

// A fresh, migrated in-memory PGlite for each test app, copied from one migrated once. Booting a new
// PGlite runs initdb, and then every migration runs: 130 s and 14 s at load 25 on this 2-core machine,
// against 46 s to load the migrated copy, for every app of every integration file. The copy is kept
// on disk, named after the migrations it holds, so a changed or added migration makes a new one.

const cacheDir = path.resolve(import.meta.dirname, '../../../node_modules/.cache/cubewright-test-pglite');

/** The installed PGlite's version: a data folder written by one release may not open in another. */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const { name, version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
      name?: string;
      version?: string;
    };
    if (name === '@electric-sql/pglite') return String(version);
  }
  throw new Error('@electric-sql/pglite: package.json not found');
}

/** A name for the current migrations (their files' names and contents) and the PGlite that ran them. */
export function migrationsStamp(): string {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const name of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const file = path.join(migrationsFolder, name);
    if (!fs.statSync(file).isFile()) continue;
    hash.update(name).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<Blob> | null = null;

/**
 * Makes the cached copy unless it exists. The integration projects' global setup calls it once per run,
 * before any worker starts: two workers making it at once on a loaded machine each took longer than
 * a hook may.
 */
export async function preparePgliteTemplate(): Promise<void> {
  await migratedTemplate();
}

/** The migrated database's data folder as a tarball: from the cache, else made once and cached. */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(cacheDir, `${migrationsStamp()}.tar`);
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    const dump = await database.pglite!.dumpDataDir('none');
    await database.close();
    // Written aside, then renamed: test files in other workers may read the cache meanwhile.
    fs.mkdirSync(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    return dump;
  })();
  return template;
}

/** A new in-memory PGlite holding the current schema (its migrations already applied). */
export async function openMigratedPglite(): Promise<Database> {
  return wrapPglite(newPglite(undefined, { loadDataDir: await migratedTemplate() }));
}

/** The same, on disk in `dir` (a folder that does not exist yet), as the app keeps it in DATA_DIR. */
export async function openMigratedPgliteIn(dir: string): Promise<Database> {
  return wrapPglite(newPglite(dir, { loadDataDir: await migratedTemplate() }));
}
