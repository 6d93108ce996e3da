import { dateOf } from '@cubewright/core/clock';
import { OPEN_DATA_SCHEMA_VERSION, type OpenDataFileName } from '@cubewright/core/protocol';
import type { WithClock, WithConfig, WithDatabase, WithLog } from '../deps';
import { dumpCubes } from './cube-rows';
import { dumpDrafts } from './draft-rows';
import { type DumpManifest, dumpIdAt, openDataDir, startDump } from './dump-store';
import { writeGzipNdjson } from './gzip-ndjson';
import { pseudonymOf } from './pseudonym';
import { dumpRecords } from './record-rows';

type DumpDeps = WithDatabase & WithConfig & WithClock & WithLog;

/** Told after every PROGRESS_EVERY rows of a file, and at its end: the dump's progress. */
export type DumpProgress = (file: OpenDataFileName, rows: number, done: boolean) => void | Promise<void>;
const PROGRESS_EVERY = 100;

/** Passes rows through, telling `progress` every PROGRESS_EVERY of them (and awaiting it). */
async function* counted<T>(
  rows: AsyncIterable<T>,
  file: OpenDataFileName,
  progress: DumpProgress,
): AsyncGenerator<T> {
  let n = 0;
  for await (const row of rows) {
    yield row;
    if (++n % PROGRESS_EVERY === 0) await progress(file, n, false);
  }
  await progress(file, n, true);
}

/**
 * Writes tonight's dump: every listed cube, the shared finished drafts and the recorded events of those
 * cubes, each streamed from keyset pages through gzip into DATA_DIR/open-data/<id>/, then published
 * whole. Returns its manifest, or null when the data folder is in memory (nowhere to keep files).
 */
export async function produceOpenDataDump(
  ctx: DumpDeps,
  progress: DumpProgress = () => {},
): Promise<DumpManifest | null> {
  const dir = openDataDir(ctx.config);
  if (!dir) return null;
  const started = dateOf(ctx.clock);
  const id = dumpIdAt(started.getTime());
  const db = ctx.database.db;
  const pseudonym = (userId: string) => pseudonymOf(ctx.config.authSecret, userId);
  const skipped = { drafts: 0 };
  const sources: Record<OpenDataFileName, () => AsyncIterable<unknown>> = {
    'cubes.ndjson.gz': () => dumpCubes(db, pseudonym),
    'drafts.ndjson.gz': () => dumpDrafts(db, pseudonym, skipped),
    'records.ndjson.gz': () => dumpRecords(db, pseudonym),
  };
  const dump = startDump(dir, id);
  try {
    const files: DumpManifest['files'] = [];
    for (const [name, rows] of Object.entries(sources) as [
      OpenDataFileName,
      () => AsyncIterable<unknown>,
    ][]) {
      const written = await writeGzipNdjson(dump.fileOf(name), counted(rows(), name, progress));
      files.push({ name, ...written });
    }
    const manifest = {
      id,
      schemaVersion: OPEN_DATA_SCHEMA_VERSION,
      generatedAt: started.toISOString(),
      files,
    };
    dump.publish(manifest);
    ctx.log.info({ id, files, skippedDrafts: skipped.drafts }, 'open data dump published');
    return manifest;
  } catch (err) {
    dump.abandon();
    throw err;
  }
}
