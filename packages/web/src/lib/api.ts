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

/** Calls our JSON API with the session cookie; throws ApiRequestError on a non-2xx answer. */
export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await fetch(path, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    credentials: 'same-origin',
    headers:
      opts.body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: opts.signal,
  });
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
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
