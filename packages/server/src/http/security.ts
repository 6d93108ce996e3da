import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Security headers (with a CSP the built app passes) and an origin check on every state-changing
 * API request: a browser always sends Origin or Sec-Fetch-Site on such requests, so a request that
 * names another site is refused, while scripts and tests that send neither are let through.
 */
export async function installSecurity(app: FastifyInstance, config: Config) {
  const https = config.baseUrl.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.scryfall.io', 'https://*.scryfall.com', 'https:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // Upgrading over plain http (a local install) would send same-origin requests to https and fail.
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https ? undefined : false,
    crossOriginEmbedderPolicy: false,
  });

  const allowed = new URL(config.baseUrl).origin;
  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method) || !req.url.startsWith('/api/')) return;
    const origin = req.headers.origin;
    if (origin && origin !== 'null' && origin !== allowed) {
      throw forbidden('Cross-site request refused: this request did not come from Cubewright');
    }
    if (!origin && req.headers['sec-fetch-site'] === 'cross-site') {
      throw forbidden('Cross-site request refused: this request did not come from Cubewright');
    }
  });
}
