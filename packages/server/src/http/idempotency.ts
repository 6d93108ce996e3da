import { createHash } from 'node:crypto';
import { dateOf } from '@cubewright/core/clock';
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_MESSAGE,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAY_HEADER,
} from '@cubewright/core/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getSessionUser, type SessionDeps } from '../auth/session';
import {
  findOutcome,
  type IdempotentWrite,
  pruneOutcomes,
  storeOutcome,
} from '../services/idempotency/idempotent-writes';
import { badRequest, HttpError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's body already names the write exactly once (a draft move's number), so a resend is
     * harmless without a stored answer: the pick path keeps its one write.
     */
    idempotentByItself?: boolean;
  }
  interface FastifyRequest {
    /** Set on a write sent with an Idempotency-Key that has not been answered before. */
    idempotency?: IdempotentWrite;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Answers bigger than this are not kept (an export); a resend of such a write runs again. */
const MAX_KEPT_BYTES = 512 * 1024;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Writes safe to resend (issue 28, ADR 0058): a write with an Idempotency-Key header is answered once;
 * a resend with the same key (the web client resends after a dropped connection or a proxy's 502, as when
 * an instance dies mid-request) gets the first answer again, marked Idempotent-Replayed. Answers of 500 and
 * above are not kept, so a write that failed runs again. better-auth's own routes are left alone.
 * Installed before compression, so the answer kept is the plain body.
 */
export function installIdempotency(app: FastifyInstance, ctx: SessionDeps) {
  const db = ctx.database.db;
  let prunedAt = 0;

  // A malformed key is refused before the body is read or validated. Callback hooks where the work is
  // synchronous: an async hook costs every request, reads included, a promise and a microtask turn.
  app.addHook('onRequest', (req, _reply, done) => {
    const key = req.headers[IDEMPOTENCY_HEADER];
    if (key === undefined || !isApiWrite(req)) return done();
    if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
      return done(badRequest(IDEMPOTENCY_KEY_MESSAGE));
    }
    done();
  });

  app.addHook('preHandler', (req, reply, done) => {
    const key = req.headers[IDEMPOTENCY_HEADER];
    if (typeof key !== 'string' || !isApiWrite(req)) return done();
    // A hook that answers (a resend) must not call done: the answer ends the request.
    answerOrMark(req, reply, key).then((answered) => answered || done(), done);
  });

  /** Sends the stored answer to a resend of `key` (true), or marks the request as its first send. */
  const answerOrMark = async (req: FastifyRequest, reply: FastifyReply, key: string): Promise<boolean> => {
    const scope = (await getSessionUser(ctx, req))?.id ?? 'guest';
    const fingerprint = fingerprintOf(req);
    const earlier = await findOutcome(db, scope, key);
    if (earlier && earlier.fingerprint !== fingerprint) {
      throw new HttpError(
        422,
        'This Idempotency-Key was already used for another request',
        'idempotency_key_reused',
      );
    }
    if (earlier?.status != null) {
      reply.code(earlier.status).header(IDEMPOTENT_REPLAY_HEADER, 'true');
      if (earlier.contentType) reply.header('content-type', earlier.contentType);
      reply.send(earlier.body ?? '');
      return true;
    }
    req.idempotency = { scope, key, fingerprint, prior: earlier?.result ?? null };
    return false;
  };

  app.addHook('onSend', (req, reply, payload, done) => {
    const write = req.idempotency;
    if (!write || reply.statusCode >= 500) return done(null, payload);
    keep(write, reply, payload).then(() => done(null, payload), done);
  });

  /** Stores the answer to a first send, now and then pruning old ones. */
  const keep = async (write: IdempotentWrite, reply: FastifyReply, payload: unknown) => {
    const body =
      typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (body === null || body.length > MAX_KEPT_BYTES) return;
    const now = dateOf(ctx.clock);
    const contentType = reply.getHeader('content-type');
    await storeOutcome(
      db,
      write,
      { status: reply.statusCode, contentType: typeof contentType === 'string' ? contentType : null, body },
      now,
    );
    if (now.getTime() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = now.getTime();
      await pruneOutcomes(db, now);
    }
  };
}

function isApiWrite(req: FastifyRequest): boolean {
  return (
    !SAFE_METHODS.has(req.method) &&
    req.url.startsWith('/api/') &&
    !req.url.startsWith('/api/auth/') &&
    req.routeOptions.config?.idempotentByItself !== true
  );
}

/** Method, path and body: a key names one request, so the same key with another one is refused. */
function fingerprintOf(req: FastifyRequest): string {
  const body = createHash('sha256')
    .update(JSON.stringify(req.body ?? null))
    .digest('base64url');
  return `${req.method} ${req.url} ${body}`;
}
