import fs from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import zlib from 'node:zlib';
import { JsonArraySplitter, parseBulkJson } from '@cubewright/core/cards';

const GZIP_MAGIC = [0x1f, 0x8b];

/** True when the file starts with the gzip magic bytes (the name may say .json or .json.gz either way). */
async function isGzipFile(file: string): Promise<boolean> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const head = Buffer.alloc(2);
    const { bytesRead } = await handle.read(head, 0, 2, 0);
    return bytesRead === 2 && head[0] === GZIP_MAGIC[0] && head[1] === GZIP_MAGIC[1];
  } finally {
    await handle.close();
  }
}

async function textChunks(file: string): Promise<AsyncIterable<Buffer>> {
  // Checked before the stream opens, so a missing file rejects here instead of erroring a stream.
  const gzipped = await isGzipFile(file);
  const raw = fs.createReadStream(file, { highWaterMark: 1 << 20 });
  return gzipped ? raw.pipe(zlib.createGunzip()) : raw;
}

/**
 * Streams the card objects of a bulk file (plain or gzipped JSON array), calling `onObject` for each.
 * Objects are parsed one at a time, so a 500 MB Scryfall file never becomes one string; the read
 * stream also yields to the event loop between chunks, keeping the server responsive while it loads.
 * A `{ data: [...] }` wrapper is accepted too, by parsing the file whole.
 */
export async function forEachBulkObject(file: string, onObject: (obj: unknown) => void): Promise<number> {
  const splitter = new JsonArraySplitter();
  const decoder = new StringDecoder('utf8');
  let count = 0;
  try {
    for await (const chunk of await textChunks(file)) {
      for (const text of splitter.push(decoder.write(chunk))) {
        onObject(JSON.parse(text));
        count++;
      }
    }
  } catch (err) {
    if (count > 0 || !(err instanceof Error) || !err.message.includes('expected a JSON array')) throw err;
    return forEachWholeFile(file, onObject);
  }
  if (!splitter.done) throw new Error(`${file} ends before its JSON array is closed (truncated download?)`);
  return count;
}

async function forEachWholeFile(file: string, onObject: (obj: unknown) => void): Promise<number> {
  const chunks: Buffer[] = [];
  for await (const chunk of await textChunks(file)) chunks.push(chunk);
  const objects = parseBulkJson(Buffer.concat(chunks).toString('utf8'));
  for (const obj of objects) onObject(obj);
  return objects.length;
}

/** Size and modification time of each file: changes whenever a file is replaced, cheap to compute. */
export async function fingerprintOf(files: readonly string[]): Promise<string> {
  const parts = await Promise.all(
    files.map(async (f) => {
      const st = await fs.promises.stat(f);
      return `${f}:${st.size}:${Math.round(st.mtimeMs)}`;
    }),
  );
  return parts.join('|');
}
