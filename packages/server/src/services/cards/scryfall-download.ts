import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BULK_TYPES, type BulkType, cachedFileName } from './card-files';
import type { ProgressState } from './progress';

/** One entry of Scryfall's `GET /bulk-data` list. */
interface BulkDataEntry {
  type: string;
  updated_at: string;
  download_uri: string;
  size?: number;
}

export interface SyncedFile {
  type: BulkType;
  file: string;
  status: 'downloaded' | 'unchanged';
  bytes: number;
}

export interface SyncOptions {
  /** Scryfall's API root, e.g. https://api.scryfall.com (SCRYFALL_API_URL). */
  apiUrl: string;
  /** Folder the files and their manifest go to (DATA_DIR/cards). */
  dir: string;
  types?: readonly BulkType[];
  onProgress?: (state: ProgressState, finished: boolean) => void;
  /** Aborts the requests (a server shutting down mid-download). */
  signal?: AbortSignal;
}

type Manifest = Partial<Record<BulkType, { updatedAt: string; file: string; bytes: number }>>;

// Scryfall asks API clients to send a User-Agent and an Accept header.
const HEADERS = { 'User-Agent': 'Cubewright/0.1 (cards:sync)', Accept: 'application/json;q=0.9,*/*;q=0.8' };

async function getJson(url: string, signal?: AbortSignal): Promise<unknown> {
  const res = await fetch(url, { headers: HEADERS, signal });
  if (!res.ok) throw new Error(`${url} answered ${res.status} ${res.statusText}`);
  return res.json();
}

/** The bulk files Scryfall offers right now. */
async function fetchBulkIndex(apiUrl: string, signal?: AbortSignal): Promise<BulkDataEntry[]> {
  const body = (await getJson(`${apiUrl}/bulk-data`, signal)) as { data?: unknown };
  if (!Array.isArray(body.data)) throw new Error(`${apiUrl}/bulk-data is not a bulk data list`);
  return body.data.filter(
    (e): e is BulkDataEntry =>
      typeof e?.type === 'string' && typeof e.download_uri === 'string' && typeof e.updated_at === 'string',
  );
}

/** What the cache folder holds: each bulk type's `updated_at`, file and size (written by syncBulkFiles). */
export function readManifest(dir: string): Manifest {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/** Downloads `url` to `file` through a temp file renamed at the end, so a broken download leaves no half file. */
async function download(
  url: string,
  file: string,
  label: string,
  expected: number | null,
  opts: SyncOptions,
) {
  const res = await fetch(url, { headers: HEADERS, signal: opts.signal });
  if (!res.ok || !res.body) throw new Error(`${url} answered ${res.status} ${res.statusText}`);
  // fetch undoes Content-Encoding, so a compressed length would not match the bytes seen here.
  const length = res.headers.get('content-encoding')
    ? null
    : Number(res.headers.get('content-length')) || null;
  const total = length ?? expected;
  const started = performance.now();
  const state = (received: number): ProgressState => ({
    label,
    received,
    total,
    elapsedMs: performance.now() - started,
  });
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      received += chunk.length;
      opts.onProgress?.(state(received), false);
      done(null, chunk);
    },
  });
  const tmp = `${file}.${process.pid}.part`;
  try {
    await pipeline(Readable.fromWeb(res.body as never), counter, fs.createWriteStream(tmp));
    await fs.promises.rename(tmp, file);
  } catch (err) {
    await fs.promises.rm(tmp, { force: true });
    throw err;
  }
  opts.onProgress?.(state(received), true);
  return received;
}

/**
 * Brings the cached bulk files up to date: reads Scryfall's bulk-data index, and downloads each wanted
 * type whose `updated_at` differs from the cached one (or whose file is gone).
 */
export async function syncBulkFiles(opts: SyncOptions): Promise<SyncedFile[]> {
  await fs.promises.mkdir(opts.dir, { recursive: true });
  const index = await fetchBulkIndex(opts.apiUrl, opts.signal);
  const manifest = readManifest(opts.dir);
  const results: SyncedFile[] = [];
  for (const type of opts.types ?? BULK_TYPES) {
    const entry = index.find((e) => e.type === type);
    if (!entry) throw new Error(`Scryfall's bulk data list has no "${type}" file`);
    const cached = manifest[type];
    if (cached?.updatedAt === entry.updated_at && fs.existsSync(path.join(opts.dir, cached.file))) {
      results.push({
        type,
        file: path.join(opts.dir, cached.file),
        status: 'unchanged',
        bytes: cached.bytes,
      });
      continue;
    }
    const name = cachedFileName(type) + (new URL(entry.download_uri).pathname.endsWith('.gz') ? '.gz' : '');
    const file = path.join(opts.dir, name);
    const bytes = await download(entry.download_uri, file, type, entry.size ?? null, opts);
    // The loader prefers the plain name; drop a stale copy under the other spelling.
    for (const other of [cachedFileName(type), `${cachedFileName(type)}.gz`]) {
      if (other !== name) await fs.promises.rm(path.join(opts.dir, other), { force: true });
    }
    manifest[type] = { updatedAt: entry.updated_at, file: name, bytes };
    await fs.promises.writeFile(
      path.join(opts.dir, 'manifest.json'),
      `${JSON.stringify(manifest, null, 2)}\n`,
    );
    results.push({ type, file, status: 'downloaded', bytes });
  }
  return results;
}
