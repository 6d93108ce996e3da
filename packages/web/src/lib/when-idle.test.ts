import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => vi.unstubAllGlobals());

describe('whenIdle', () => {
  it('runs the work through requestIdleCallback with the time limit, and cancels it', () => {
    const pending = new Map<number, () => void>();
    const limits: (number | undefined)[] = [];
    vi.stubGlobal('requestIdleCallback', (fn: () => void, options?: { timeout?: number }) => {
      limits.push(options?.timeout);
      pending.set(pending.size + 1, fn);
      return pending.size;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => pending.delete(id));
    const ran: string[] = [];
    whenIdle(() => ran.push('kept'), 500);
    const cancel = whenIdle(() => ran.push('cancelled'));
    cancel();
    for (const fn of pending.values()) fn();
    expect(ran).toEqual(['kept']);
    expect(limits).toEqual([500, 2000]);
  });

  it('falls back to a timer where the browser has no requestIdleCallback', async () => {
    const ran: string[] = [];
    whenIdle(() => ran.push('kept'));
    whenIdle(() => ran.push('cancelled'))();
    expect(ran).toEqual([]);
    await new Promise((r) => setTimeout(r, 10));
    expect(ran).toEqual(['kept']);
  });
});
