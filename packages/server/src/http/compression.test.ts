// Compression and caching of what the server sends: the built web app's pre-compressed twins, hashed
// assets cached for good, index.html revalidated, and API JSON compressed per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { installCompression, SYNC_COMPRESS_BYTES } from './compression';

const webDist = path.resolve(import.meta.dirname, '../../../web/dist');

describe('compressed, cached responses', () => {
  let t: TestApp;
  let script = '';

  beforeAll(async () => {
    if (!fs.existsSync(path.join(webDist, 'index.html'))) {
      throw new Error(`${webDist} is missing: run \`npm run build\` first (npm test does)`);
    }
    t = await createTestApp({ env: { WEB_DIST_DIR: webDist } });
    // The entry, which index.html's body script starts (ADR 0089) and a modulepreload link fetches.
    script = /href="(\/assets\/index-[^"]+\.js)"/.exec(
      fs.readFileSync(path.join(webDist, 'index.html'), 'utf8'),
    )![1]!;
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('sends the entry script as its build-time brotli twin, cached as immutable', async () => {
    const raw = fs.readFileSync(path.join(webDist, script));
    const br = await get(script, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The twin written at build time (max quality), not a per-request compression of the file.
    expect(br.rawPayload.equals(fs.readFileSync(path.join(webDist, `${script}.br`)))).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(raw.length / 3);
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(raw)).toBe(true);

    const gz = await get(script, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).equals(raw)).toBe(true);

    const plain = await get(script);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(raw)).toBe(true);
  });

  it('serves index.html for client routes with no-cache, so a new build is picked up', async () => {
    const page = await get('/cubes/some-cube', { 'accept-encoding': 'br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const html =
      page.headers['content-encoding'] === 'br'
        ? zlib.brotliDecompressSync(page.rawPayload).toString()
        : page.body;
    expect(html).toContain(script);
  });

  it('compresses API JSON over 1 KiB as the client asks, and leaves it alone otherwise', async () => {
    const asked = await get('/api/openapi.json', { 'accept-encoding': 'br' });
    const plain = await get('/api/openapi.json');
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(asked.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(asked.rawPayload).toString()).toBe(plain.body);
    expect(asked.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('compresses a search-sized JSON response in one call, and a bigger one as a stream', async () => {
    const app = Fastify();
    await installCompression(app);
    // Card-like rows that do not compress to nothing, as a search page of 20 cards (~20 KiB).
    const rows = (bytes: number) =>
      Array.from({ length: Math.ceil(bytes / 100) }, (_, i) => ({ i, text: `${i * 7919}`.repeat(12) }));
    app.get('/page', async () => rows(20 * 1024));
    app.get('/big', async () => rows(SYNC_COMPRESS_BYTES * 2));
    for (const url of ['/page', '/big']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      const json = zlib.brotliDecompressSync(res.rawPayload).toString();
      expect(res.headers['content-encoding']).toBe('br');
      expect(JSON.parse(json).length).toBeGreaterThan(100);
      // The one-call path knows the compressed size and sends it; the stream path cannot.
      if (json.length <= SYNC_COMPRESS_BYTES) {
        expect(json.length).toBeGreaterThan(8 * 1024);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      } else expect(res.headers['content-length']).toBeUndefined();
    }
    await app.close();
  });
});
