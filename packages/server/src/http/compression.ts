import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * br or gzip for every response over 1 KiB, negotiated from Accept-Encoding (br first: ~15% smaller on our
 * JSON and scripts). Dynamic responses use the plugin's brotli quality 4, which costs about what gzip does;
 * the built web assets are compressed once at build time at the highest quality (serve-web.ts).
 * Registered before the routes: the plugin hooks each route as it is added.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
}
