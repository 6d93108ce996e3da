import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import { forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts of the built index.html, read once at start:
 * only the exact scripts the build wrote may run, so an injected one still cannot.
 */
export function inlineScriptHashes(webDistDir: string): string[] {
  let html: string;
  try {
    html = fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  } catch {
    return [];
  }
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}

/**
 * Security headers (with a CSP the built app passes) and an origin check on every state-changing
 * API request: a browser always sends Origin or Sec-Fetch-Site on such requests, so a request that
 * does not name our own origin is refused (see isCrossSite).
 */
export async function installSecurity(app: FastifyInstance, config: Config) {
  const https = config.baseUrl.startsWith('https:');
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly compiles only under 'wasm-unsafe-eval' (no JavaScript eval): the deck-photo reader's
        // OCR engine is WebAssembly (ADR 0072). The built index.html's inline script (the cube list's early request, ADR 0083) by its hash.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes(config.webDistDir)],
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
  // The same headers on every response, as helmet sets them (on the raw response, before any route's).
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  const allowed = new URL(config.baseUrl).origin;
  // Callback hooks, not async ones: each async hook costs every request a promise and a microtask turn.
  app.addHook('onRequest', (req, _reply, done) => {
    if (SAFE_METHODS.has(req.method) || !req.url.startsWith('/api/')) return done();
    if (isCrossSite(req.headers, allowed)) {
      return done(forbidden('Cross-site request refused: this request did not come from Cubewright'));
    }
    done();
  });
  // A request answered before its body arrived (a guest's upload refused with 401, a 413): closing the
  // connection stops the server from reading, and discarding, the rest of the body. Only a request that
  // has a body: one without is not `complete` either while a synchronous handler answers it (Node marks it
  // complete after the request event), and there is nothing to discard.
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.raw.complete === false && hasBody(req.headers)) reply.header('connection', 'close');
    done(null, payload);
  });
}

/** True when the request announces a body (a length above zero, or a chunked one). */
function hasBody(headers: IncomingHttpHeaders): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * The headers helmet sets with `options`, found once by running its middleware on a response that records
 * them. Its Fastify plugin built the whole middleware again on every request (parsing the CSP directives
 * each time: a tenth of a cached read's CPU, issue 29) for headers that never vary with the request.
 */
function helmetHeaders(options: HelmetOptions): [string, OutgoingHttpHeader][] {
  const set = new Map<string, OutgoingHttpHeader>();
  const recorder = {
    setHeader: (name: string, value: OutgoingHttpHeader) => set.set(name, value),
    // X-Powered-By: Node never sets it, Fastify neither; nothing to remove.
    removeHeader: (name: string) => set.delete(name),
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, recorder, () => {});
  return [...set];
}

/**
 * True when the headers show a browser request from anywhere but our own origin. `Origin: null`
 * (sandboxed frames, file: pages, some redirects) is refused too, and so is `Sec-Fetch-Site: same-site`:
 * a sibling subdomain is another site as far as our cookie's writes are concerned. Scripts and tests that
 * send neither header are let through (they hold no victim's cookie). Used by HTTP writes and the
 * realtime handshake alike.
 */
export function isCrossSite(headers: IncomingHttpHeaders, allowedOrigin: string): boolean {
  const origin = headers.origin;
  if (origin !== undefined && origin !== allowedOrigin) return true;
  const site = headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}
