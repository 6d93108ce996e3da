import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import { createGzip } from 'node:zlib';

/** A row serialised already (its big parts by the database): written as it is. */
export class JsonLine {
  constructor(readonly text: string) {}
}

/** What writing one file produced: its line count, compressed size and SHA-256. */
export interface WrittenFile {
  rows: number;
  bytes: number;
  sha256: string;
}

/**
 * Writes each row as one JSON line through gzip into `file`, waiting whenever gzip's buffer is full, so
 * at most a page of rows and gzip's window are in memory however many rows there are. The hash and size
 * are taken from the compressed bytes on their way to disk (no second read of the file).
 */
export async function writeGzipNdjson(file: string, rows: AsyncIterable<unknown>): Promise<WrittenFile> {
  const gzip = createGzip({ level: 6 });
  const out = fs.createWriteStream(file);
  const hash = createHash('sha256');
  let bytes = 0;
  gzip.on('data', (chunk: Buffer) => {
    hash.update(chunk);
    bytes += chunk.length;
  });
  gzip.pipe(out);
  // A failed disk write (a full disk) ends gzip with the error, which wakes a write waiting for 'drain'.
  let failed: unknown = null;
  gzip.on('error', (err) => {
    failed ??= err;
  });
  out.on('error', (err) => {
    failed ??= err;
    gzip.destroy(err);
  });
  const closed = new Promise<void>((resolve) => out.on('close', () => resolve()));
  let count = 0;
  try {
    for await (const row of rows) {
      if (failed) throw failed;
      count++;
      const line = row instanceof JsonLine ? row.text : JSON.stringify(row);
      if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
    }
  } catch (err) {
    gzip.destroy();
    out.destroy();
    throw err;
  }
  gzip.end();
  await closed;
  if (failed) throw failed;
  return { rows: count, bytes, sha256: hash.digest('hex') };
}
