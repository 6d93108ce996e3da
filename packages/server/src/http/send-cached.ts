import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BODY_ENCODINGS, type BodyEncoding, type CachedBody } from '../services/cube-cache/cached-body';

// Sends a body serialised and compressed ahead of time. The compression plugin (compression.ts) leaves a
// reply alone once it carries a Content-Encoding, so only the identity form passes through it, and that
// is what a client that accepts no encoding gets anyway. A guest's response is also handed to guest-replay.ts,
// which answers the next guests' identical requests before Fastify. Negotiation follows the plugin's reading of
// Accept-Encoding (br first; `*` and x-gzip mean gzip), so a cached and a live response agree.

const supported = [...BODY_ENCODINGS];
const gzipAlias = /\*|x-gzip/gu;

/** The encoding a client sending this Accept-Encoding gets (null: identity). */
export function negotiatedEncoding(header: string | undefined): BodyEncoding | null {
  if (!header) return null;
  return negotiate(header.toLowerCase().replace(gzipAlias, 'gzip'), supported);
}

/** True when If-None-Match names this ETag (a list, or `*`). */
function matches(req: FastifyRequest, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((t) => t.trim() === etag);
}

/** Sends `body` as JSON in the best encoding the client accepts, or 304 when its copy is current. */
export async function sendCached(req: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  reply.header('etag', body.etag);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (matches(req, body.etag)) return reply.code(304).send();
  const encoding = negotiatedEncoding(req.headers['accept-encoding']);
  const bytes = await body.bytes(encoding);
  reply.header('content-type', 'application/json; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  req.server.guestReplay?.remember(req, reply, body, encoding ?? 'identity', bytes);
  return reply.send(bytes);
}
