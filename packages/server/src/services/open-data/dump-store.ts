import fs from 'node:fs';
import path from 'node:path';
import { OPEN_DATA_FILES, type OpenDataFileName } from '@cubewright/core/protocol';
import type { Config } from '../../config';

// Where dumps live: DATA_DIR/open-data/<id>/ with the three files and manifest.json. A dump is written
// into `<id>.partial` and renamed once complete, so a reader (any instance sharing the folder) sees a
// whole dump or none. The newest few are kept; a download already reading an older file finishes, as
// an open file outlives its unlinking.

/** Dumps kept on disk: the newest and two before it (a researcher comparing nights, a slow download). */
const KEEP_DUMPS = 3;
const MANIFEST = 'manifest.json';
const PARTIAL = '.partial';
const ID_SHAPE = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/;

/** What manifest.json holds: the dump without the download URLs (the route adds them). */
export interface DumpManifest {
  id: string;
  schemaVersion: number;
  generatedAt: string;
  files: { name: OpenDataFileName; rows: number; bytes: number; sha256: string }[];
}

/** The dumps folder, or null when the data folder is in memory (tests, `DATA_DIR=memory://`). */
export function openDataDir(config: Pick<Config, 'dataDir'>): string | null {
  return config.dataDir === 'memory://' ? null : path.join(config.dataDir, 'open-data');
}

/** A dump's id: the UTC second it started, sortable and safe in a path and a URL (2026-11-29T03-00-00Z). */
export function dumpIdAt(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
}

/** A folder to write a new dump into; `publish` renames it into place and prunes the oldest dumps. */
export function startDump(dir: string, id: string) {
  const partial = path.join(dir, `${id}${PARTIAL}`);
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  return {
    fileOf: (name: OpenDataFileName) => path.join(partial, name),
    publish(manifest: DumpManifest) {
      fs.writeFileSync(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
      fs.rmSync(path.join(dir, id), { recursive: true, force: true });
      fs.renameSync(partial, path.join(dir, id));
      pruneDumps(dir);
    },
    abandon: () => fs.rmSync(partial, { recursive: true, force: true }),
  };
}

/** Removes all but the newest KEEP_DUMPS dumps, and partial folders a crashed run left. */
function pruneDumps(dir: string) {
  const names = fs.readdirSync(dir);
  const complete = names.filter((n) => ID_SHAPE.test(n)).sort();
  const stale = [...complete.slice(0, -KEEP_DUMPS), ...names.filter((n) => n.endsWith(PARTIAL))];
  for (const name of stale) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
}

/** Every complete dump on disk, newest first (a folder without a readable manifest is skipped). */
export function listDumps(dir: string | null): DumpManifest[] {
  if (!dir || !fs.existsSync(dir)) return [];
  const out: DumpManifest[] = [];
  for (const name of fs
    .readdirSync(dir)
    .filter((n) => ID_SHAPE.test(n))
    .sort()
    .reverse()) {
    try {
      out.push(JSON.parse(fs.readFileSync(path.join(dir, name, MANIFEST), 'utf8')) as DumpManifest);
    } catch {
      // Being pruned, or written by hand: not a dump to offer.
    }
  }
  return out;
}

/** The path of one file of a listed dump. */
export function dumpFilePath(dir: string, id: string, name: OpenDataFileName): string {
  if (!ID_SHAPE.test(id) || !OPEN_DATA_FILES.includes(name))
    throw new Error(`not a dump file: ${id}/${name}`);
  return path.join(dir, id, name);
}
