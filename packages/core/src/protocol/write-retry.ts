// Writes safe to retry (issue 28): every write the web sends carries an Idempotency-Key, and when the
// answer is lost (the instance died mid-request, the proxy answered 502/503/504, the network dropped)
// the client sends the same request with the same key again. The server answers a key it has seen with
// the first answer instead of running the write twice (server/src/http/idempotency.ts).

/** The request header naming one logical write; the IETF draft's spelling. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Set on an answer the server replayed from an earlier request with the same key. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

/** What a key may be: a UUID fits, and so does any client's own scheme of letters, digits, `-` and `_`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export const IDEMPOTENCY_KEY_MESSAGE =
  'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores';

/**
 * Pauses before each resend. Four tries over about 4 s cover an instance's death and the proxy's
 * `fail_timeout` (2 s in deploy/nginx.conf) after which the dead instance is skipped.
 */
export const WRITE_RETRY_DELAYS_MS = [250, 750, 1500, 2500] as const;

/** Answers that say the write may not have reached a live instance: the proxy's, not the app's. */
export function isRetryableStatus(status: number): boolean {
  return status === 502 || status === 503 || status === 504;
}

/** What one try ended with: an answer with its status, or a network failure (no answer at all). */
export type WriteAttempt<T> = { ok: true; status: number; value: T } | { ok: false; error: unknown };

/**
 * Sends a write until it gets an answer that is not the proxy's (or the tries run out): `send` must
 * resend the very same request, key included. Returns the last answer; a network failure on the last try
 * is thrown. `sleep` is injected so tests run on a manual clock.
 */
export async function sendWithRetry<T>(
  send: () => Promise<WriteAttempt<T>>,
  sleep: (ms: number) => Promise<void>,
  delays: readonly number[] = WRITE_RETRY_DELAYS_MS,
): Promise<{ status: number; value: T; tries: number }> {
  for (let tries = 1; ; tries++) {
    const attempt = await send();
    const last = tries > delays.length;
    if (attempt.ok && (!isRetryableStatus(attempt.status) || last)) {
      return { status: attempt.status, value: attempt.value, tries };
    }
    if (!attempt.ok && last) throw attempt.error;
    await sleep(delays[tries - 1]!);
  }
}
