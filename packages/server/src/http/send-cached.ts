import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BODY_ENCODINGS, type BodyEncoding, type CachedBody } from '../services/cube-cache/cached-body';

// Sends a body serialised and compressed ahead of time. The compression plugin (compression.ts) leaves a
// reply alone once it carries a Content-Encoding, so only the identity form passes through it, and that
// is what a client that accepts no encoding gets anyway. Negotiation follows the plugin's reading of
// Accept-Encoding (br first; `*` and x-gzip mean gzip), so a cached and a live response agree.

const supported = [...BODY_ENCODINGS];
const gzipAlias = /\*|x-gzip/gu;

/**
 * What each Accept-Encoding value seen negotiates to: clients send a handful of distinct values, and parsing
 * one is a visible share of a cached read's CPU. Bounded, as the header is the client's to choose. Shared
 * by every app in the process without harm (ADR 0079): it memoises a pure function.
 */
const negotiated = new Map<string, BodyEncoding | null>();
const MAX_NEGOTIATED = 256;

/** The encoding a client sending this Accept-Encoding gets (null: identity). */
function negotiatedEncoding(header: string | undefined): BodyEncoding | null {
  if (!header) return null;
  const known = negotiated.get(header);
  if (known !== undefined) return known;
  const found = negotiate(header.toLowerCase().replace(gzipAlias, 'gzip'), supported);
  if (negotiated.size < MAX_NEGOTIATED) negotiated.set(header, found);
  return found;
}

/** True when If-None-Match names this ETag (a list, or `*`). */
function matches(req: FastifyRequest, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header === '*' || header.split(',').some((t) => t.trim() === etag);
}

/** Sends `body` as JSON in the best encoding the client accepts, or 304 when its copy is current. */
export async function sendCached(req: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  const encoding = negotiatedEncoding(req.headers['accept-encoding']);
  if (!validators(req, reply, body)) return reply.code(304).send();
  return sendBytes(reply, encoding, await body.bytes(encoding));
}

/**
 * sendCached for a body of a cube's read model that must show a save on the next read: revalidated on
 * every use (the ETag makes that a 304), private as the cube may be.
 */
export function sendFresh(req: FastifyRequest, reply: FastifyReply, body: CachedBody) {
  reply.header('cache-control', 'private, no-cache');
  return sendCached(req, reply, body);
}

/**
 * sendCached without a promise when it needs none: sends and returns true when `body` is at hand and its
 * negotiated encoding made already (or the client's copy is current), else returns false having set
 * nothing, for sendCached to answer. A cached read's hit path (ADR 0082).
 */
export function sendCachedNow(req: FastifyRequest, reply: FastifyReply, body: CachedBody | null): boolean {
  if (!body) return false;
  const encoding = negotiatedEncoding(req.headers['accept-encoding']);
  const bytes = body.ready(encoding);
  if (!bytes) return false;
  if (!validators(req, reply, body)) reply.code(304).send();
  else sendBytes(reply, encoding, bytes);
  return true;
}

/** Sets the ETag and Vary of `body`; false when the client's copy is current (a 304 is the answer). */
function validators(req: FastifyRequest, reply: FastifyReply, body: CachedBody): boolean {
  reply.header('etag', body.etag);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  return !matches(req, body.etag);
}

function sendBytes(reply: FastifyReply, encoding: BodyEncoding | null, bytes: Buffer) {
  reply.header('content-type', 'application/json; charset=utf-8');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(bytes);
}
