import { IDEMPOTENCY_HEADER, sendWithRetry, type WriteAttempt } from '@cubewright/core/protocol/write-retry';

/** A failed HTTP call: the status, the readable message (`error` or better-auth's `message`) and a code. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined,
    /** The answer's `details` (a 409's conflict details, for one). */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** What one call answered: the response and its body read as JSON (null when empty or not JSON). */
interface JsonAnswer {
  res: Response;
  data: unknown;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends one call to our API with the session cookie. A write carries a fresh Idempotency-Key and, when
 * its answer is lost (a dropped connection, or the proxy's 502/503/504 while an instance restarts), is
 * resent with the same key: the server answers a key it has seen with the first answer, so nothing is
 * written twice and nobody sees the error (ADR 0058).
 */
export async function sendJson(path: string, opts: RequestOptions = {}): Promise<JsonAnswer> {
  const method = opts.method ?? (opts.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> =
    opts.body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' };
  if (method !== 'GET') headers[IDEMPOTENCY_HEADER] = idempotencyKey();
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: opts.signal,
  };
  const once = async (): Promise<WriteAttempt<Response>> => {
    try {
      const res = await fetch(path, init);
      return { ok: true, status: res.status, value: res };
    } catch (error) {
      // An abort is the caller's own decision, never a lost answer.
      if (opts.signal?.aborted) throw error;
      return { ok: false, error };
    }
  };
  const res = method === 'GET' ? await fetch(path, init) : (await sendWithRetry(once, sleep)).value;
  return readAnswer(res);
}

/** A response with its body read as JSON (null when empty or not JSON). */
async function readAnswer(res: Response): Promise<JsonAnswer> {
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  return { res, data };
}

/** A random key of 32 hex digits; getRandomValues works on plain http too, where randomUUID does not. */
function idempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Calls our JSON API with the session cookie; throws ApiRequestError on a non-2xx answer. */
export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  return dataOf<T>(await sendJson(path, opts));
}

/** As api(), for a GET already sent (index.html's early request, lib/early-request.ts). */
export async function apiAnswer<T>(sent: Promise<Response>): Promise<T> {
  return dataOf<T>(await readAnswer(await sent));
}

function dataOf<T>({ res, data }: JsonAnswer): T {
  if (!res.ok) {
    const body = (data ?? {}) as { error?: unknown; message?: unknown; code?: unknown; details?: unknown };
    const message =
      typeof body.error === 'string'
        ? body.error
        : typeof body.message === 'string'
          ? body.message
          : res.statusText;
    throw new ApiRequestError(
      res.status,
      message || `Request failed (${res.status})`,
      body.code as string | undefined,
      body.details,
    );
  }
  return data as T;
}
