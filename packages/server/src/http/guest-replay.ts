import http from 'node:http';
import type { FastifyReply, FastifyRequest, FastifyServerFactory } from 'fastify';
import type { CachedBody } from '../services/cube-cache/cached-body';
import { negotiatedEncoding } from './send-cached';

// Guests' cube reads served like static files (issue 14, ADR 0043). The first guest read of a URL goes
// through Fastify: routing, hooks, the access check on the cached cube row, the cached body (send-cached.ts).
// What it sent (status 200, the headers Fastify and its plugins set, the stored bytes of each encoding) is
// remembered on that CachedBody, and later guest requests for the same URL get it from the HTTP server's
// request listener, before Fastify makes its request and reply objects and runs its hooks: an anonymous
// read then costs about what a static file server pays. Nothing is served that Fastify would not serve:
//   - only GET without Cookie, Authorization or If-None-Match (a reader's identity or a 304 is Fastify's);
//   - only while the body's cube entry stands (`CachedBody.current`: the cube cache drops it on every cube
//     event of any instance, and after its re-read interval), and while the card data stamp is the same;
//   - access needs no new decision: the guest's was made on this very cube row, and any change of the row
//     (visibility, hiding, deletion) is a cube event that drops it.
// Bodies are held weakly: the cube cache's memory bounds still decide what stays.

type Encoding = 'br' | 'gzip' | 'identity';

interface Replay {
  readonly body: WeakRef<CachedBody>;
  readonly stamp: string;
  readonly route: string;
}

/** At most this many URLs are remembered (oldest forgotten first); each holds only a weak reference. */
const MAX_URLS = 4096;
/** At most this many forms per body (encodings times the URLs routed to it: query strings vary). */
const MAX_FORMS_PER_BODY = 12;

export class GuestReplay {
  private readonly replays = new Map<string, Replay>();
  /** Accept-Encoding values seen, and what they negotiate to (clients send a handful of distinct ones). */
  private readonly negotiated = new Map<string, Encoding>();
  /** Requests answered here, for tests and metrics. */
  served = 0;

  constructor(
    /** Changes whenever the card facts bodies carry change (cube-cache/card-stamp.ts). */
    private readonly stamp: () => string,
    /** Told of every request answered here (metrics, request activity). */
    private readonly onServed: (route: string, startedAt: bigint) => void = () => {},
  ) {}

  /** True when `req` is a request this class may answer from what it remembers (and may learn from). */
  private static eligible(req: http.IncomingMessage): boolean {
    const h = req.headers;
    return (
      req.method === 'GET' &&
      h.cookie === undefined &&
      h.authorization === undefined &&
      h['if-none-match'] === undefined &&
      h['x-no-compression'] === undefined
    );
  }

  /** Called by sendCached as it sends `bytes` of `body`: remembers a guest's 200 for later guests. */
  remember(
    req: FastifyRequest,
    reply: FastifyReply,
    body: CachedBody,
    encoding: Encoding,
    bytes: Buffer,
  ): void {
    if (reply.statusCode !== 200 || !GuestReplay.eligible(req.raw) || !body.current()) return;
    const url = req.raw.url ?? '';
    const key = `${encoding} ${url}`;
    if (!body.replays.has(key) && body.replays.size >= MAX_FORMS_PER_BODY) return;
    const headers = { ...reply.getHeaders(), 'content-length': bytes.length } as http.OutgoingHttpHeaders;
    body.replays.set(key, { headers, bytes });
    this.replays.delete(url);
    this.replays.set(url, {
      body: new WeakRef(body),
      stamp: this.stamp(),
      route: req.routeOptions.url ?? 'unmatched',
    });
    for (const oldest of this.replays.keys()) {
      if (this.replays.size <= MAX_URLS) break;
      this.replays.delete(oldest);
    }
  }

  /** Answers `req` from what was remembered and returns true, or returns false for Fastify to answer. */
  serve(req: http.IncomingMessage, res: http.ServerResponse): boolean {
    const url = req.url ?? '';
    const replay = this.replays.get(url);
    if (!replay || !GuestReplay.eligible(req)) return false;
    const startedAt = process.hrtime.bigint();
    const body = replay.body.deref();
    if (!body?.current() || replay.stamp !== this.stamp()) {
      this.replays.delete(url);
      return false;
    }
    const form = body.replays.get(`${this.encodingOf(req.headers['accept-encoding'])} ${url}`);
    if (!form) return false;
    res.writeHead(200, form.headers);
    res.end(form.bytes);
    this.served++;
    this.onServed(replay.route, startedAt);
    return true;
  }

  /** The encoding sendCached chooses for this Accept-Encoding, remembered per header value. */
  private encodingOf(header: string | undefined): Encoding {
    if (!header) return 'identity';
    let found = this.negotiated.get(header);
    if (!found) {
      found = negotiatedEncoding(header) ?? 'identity';
      if (this.negotiated.size < 256) this.negotiated.set(header, found);
    }
    return found;
  }

  /** A Fastify server factory whose HTTP server asks this replay first (Fastify's own defaults otherwise). */
  serverFactory(): FastifyServerFactory {
    return (handler, opts) => {
      const server = http.createServer(opts.http ?? {}, (req, res) => {
        if (!this.serve(req, res)) handler(req, res);
      });
      // What Fastify sets on a server it makes itself (fastify/lib/server.js).
      const { keepAliveTimeout, requestTimeout, connectionTimeout } = opts as Record<string, unknown>;
      if (typeof keepAliveTimeout === 'number') server.keepAliveTimeout = keepAliveTimeout;
      if (typeof requestTimeout === 'number') server.requestTimeout = requestTimeout;
      if (typeof connectionTimeout === 'number') server.setTimeout(connectionTimeout);
      return server;
    };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's guest replay (http/guest-replay.ts), for sendCached to feed. */
    guestReplay?: GuestReplay;
  }
}
