// After `vite build`: writes a .br and a .gz twin beside every text asset worth compressing, at the
// highest quality (done once per build, unlike per-request compression), for the server to send as is.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const compressible = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);
const MIN_BYTES = 1024;
// The OCR engine's cores (3.9 MB of JavaScript each, ADR 0072) take 17 s apiece at the highest quality
// for 12% less than quality 9 gives in 1 s: files this big get quality 9.
const LARGE_BYTES = 1024 * 1024;

let files = 0;
let rawBytes = 0;
let brBytes = 0;
for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (!entry.isFile() || !compressible.has(path.extname(file))) continue;
  const raw = fs.readFileSync(file);
  if (raw.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(raw, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: raw.length > LARGE_BYTES ? 9 : zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION }));
  files++;
  rawBytes += raw.length;
  brBytes += br.length;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`precompressed ${files} files: ${kb(rawBytes)} -> ${kb(brBytes)} br`);
