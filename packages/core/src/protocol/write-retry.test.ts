import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN, isRetryableStatus, sendWithRetry, type WriteAttempt } from './write-retry';

/** A send that plays the given outcomes in order and records each pause. */
function script<T>(outcomes: WriteAttempt<T>[]) {
  const pauses: number[] = [];
  let sent = 0;
  return {
    pauses,
    sent: () => sent,
    send: async () => outcomes[sent++]!,
    sleep: async (ms: number) => {
      pauses.push(ms);
    },
  };
}

describe('sendWithRetry', () => {
  it('resends after a proxy answer and a dropped connection, and returns the first real answer', async () => {
    const s = script<string>([
      { ok: true, status: 502, value: 'bad gateway' },
      { ok: false, error: new TypeError('fetch failed') },
      { ok: true, status: 200, value: 'saved' },
    ]);
    expect(await sendWithRetry(s.send, s.sleep, [10, 20, 30])).toEqual({
      status: 200,
      value: 'saved',
      tries: 3,
    });
    expect(s.pauses).toEqual([10, 20]);
  });

  it("never resends the app's own answers, errors included", async () => {
    for (const status of [200, 400, 409, 500]) {
      const s = script<string>([{ ok: true, status, value: 'x' }]);
      expect((await sendWithRetry(s.send, s.sleep, [10])).tries).toBe(1);
      expect(s.sent()).toBe(1);
    }
  });

  it('gives up after the last pause: the proxy answer is returned, a network failure thrown', async () => {
    const proxy = script<string>(Array.from({ length: 3 }, () => ({ ok: true, status: 503, value: 'busy' })));
    expect(await sendWithRetry(proxy.send, proxy.sleep, [1, 2])).toEqual({
      status: 503,
      value: 'busy',
      tries: 3,
    });
    const down = new Error('down');
    const net = script<string>(Array.from({ length: 3 }, () => ({ ok: false, error: down })));
    await expect(sendWithRetry(net.send, net.sleep, [1, 2])).rejects.toBe(down);
    expect(net.sent()).toBe(3);
  });

  it('retries exactly the proxy statuses', () => {
    expect([502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([200, 400, 404, 409, 429, 500, 501].some(isRetryableStatus)).toBe(false);
  });

  it('takes the keys clients make and refuses what could not be one', () => {
    expect('0123456789abcdef0123456789abcdef').toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect('5d8c4c1e-8d2a-4d5b-9a43-3f1e2c0b9a77').toMatch(IDEMPOTENCY_KEY_PATTERN);
    for (const bad of ['short', 'has space in it', 'x'.repeat(101), 'new\nline-1234']) {
      expect(bad).not.toMatch(IDEMPOTENCY_KEY_PATTERN);
    }
  });
});
