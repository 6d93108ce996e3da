import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

// Vite names every built asset after a hash of its content, so a name never changes meaning: browsers may
// keep it for a year without asking again. index.html names the current assets and must be revalidated.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built SPA: the `.br`/`.gz` twins written at build time when the client accepts them, hashed
 * assets cached for good, and index.html for every non-API GET so client routes deep-link.
 */
export async function serveWeb(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const root = ctx.config.webDistDir;
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    ctx.log.warn({ dir: root }, 'web build not found; run `npm run build` to serve the UI');
    return;
  }
  const assetsDir = `${path.join(root, 'assets')}${path.sep}`;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('Cache-Control', file.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    },
  });
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (req.method !== 'GET' || url.startsWith('/api/') || path.extname(url)) {
      return reply.code(404).send({ error: 'Not found' });
    }
    return reply.type('text/html').header('Cache-Control', REVALIDATE).sendFile('index.html');
  });
}
