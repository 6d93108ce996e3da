import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';

// better-auth speaks Fetch (Request in, Response out); Fastify speaks Node. These convert between them.

/** Node request headers as Fetch Headers (repeated headers joined the way HTTP allows). */
export function toFetchHeaders(headers: IncomingHttpHeaders): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) out.append(name, v);
    else out.set(name, value);
  }
  return out;
}

/**
 * A Fetch Request for a Fastify request whose body was kept raw (a Buffer). The URL is resolved
 * against the public base URL, which is the origin better-auth was configured with.
 */
export function toFetchRequest(req: FastifyRequest, baseUrl: string, extraHeaders: Record<string, string>) {
  const headers = toFetchHeaders(req.headers);
  // The body is handed over whole, so the original framing headers no longer apply.
  for (const name of ['content-length', 'transfer-encoding', 'connection', 'keep-alive'])
    headers.delete(name);
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && Buffer.isBuffer(req.body);
  return new Request(new URL(req.url, baseUrl), {
    method: req.method,
    headers,
    body: hasBody ? new Uint8Array(req.body as Buffer) : undefined,
  });
}

/** Streams a Fetch Response back through Fastify, keeping every Set-Cookie header. */
export function sendFetchResponse(reply: FastifyReply, res: Response) {
  reply.code(res.status);
  for (const [name, value] of res.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = res.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!res.body) return reply.send();
  return reply.send(Readable.fromWeb(res.body as unknown as WebReadableStream));
}
