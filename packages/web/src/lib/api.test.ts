import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@cubewright/core/protocol/write-retry';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, api } from './api';

// The network is the edge here: fetch answers what a proxy would while an instance dies.
const answers = (...statuses: number[]) => {
  const sent: RequestInit[] = [];
  vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
    sent.push(init);
    const status = statuses[sent.length - 1] ?? 200;
    if (status === 0) throw new TypeError('Failed to fetch');
    return new Response(status === 200 ? '{"ok":true}' : '<html>Bad Gateway</html>', { status });
  });
  return sent;
};
const keyOf = (init: RequestInit) => (init.headers as Record<string, string>)[IDEMPOTENCY_HEADER];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('api: writes are resent safely', () => {
  it('resends a write after a 502 and a dropped connection with the same key, and answers the result', async () => {
    vi.useFakeTimers();
    const sent = answers(502, 0, 200);
    const done = api<{ ok: boolean }>('/api/cubes/x/changes', { body: { ops: [] } });
    await vi.runAllTimersAsync();
    expect(await done).toEqual({ ok: true });
    expect(sent).toHaveLength(3);
    const key = keyOf(sent[0]!);
    expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(sent.map(keyOf)).toEqual([key, key, key]);
  });

  it('gives each write its own key, and sends none on a read', async () => {
    const sent = answers(200, 200, 200);
    await api('/api/a', { method: 'POST', body: {} });
    await api('/api/b', { method: 'DELETE' });
    await api('/api/c');
    expect(keyOf(sent[0]!)).not.toBe(keyOf(sent[1]!));
    expect(keyOf(sent[2]!)).toBeUndefined();
  });

  it("does not resend the app's own errors, and never a read", async () => {
    const sent = answers(500, 502);
    await expect(api('/api/a', { body: {} })).rejects.toBeInstanceOf(ApiRequestError);
    expect(sent).toHaveLength(1);
    await expect(api('/api/c')).rejects.toMatchObject({ status: 502 });
    expect(sent).toHaveLength(2);
  });
});
