import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Responses up to this size are compressed in one synchronous call on the server's thread. The plugin's
 * default on 2 cores is 8 KiB; above it each response goes through a zlib stream run on libuv's
 * threadpool, and on a busy machine the hand-offs to and from the pool cost more than the compression
 * (measured on a 20 KiB card-search page at load 10 on 2 cores: p50 7.0 ms with the stream, 3.2 ms
 * uncompressed; brotli quality 4 of it in one call takes ~0.2 ms). Bigger responses (card lists,
 * exports) still stream.
 */
export const SYNC_COMPRESS_BYTES = 64 * 1024;

/**
 * br or gzip for every response over 1 KiB, negotiated from Accept-Encoding (br first: ~15% smaller on our
 * JSON and scripts). Dynamic responses use the plugin's brotli quality 4, which costs about what gzip does;
 * the built web assets are compressed once at build time at the highest quality (serve-web.ts).
 * Registered before the routes: the plugin hooks each route as it is added.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    syncThreshold: SYNC_COMPRESS_BYTES,
  });
}
