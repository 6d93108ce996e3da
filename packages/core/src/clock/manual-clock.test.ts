import { describe, expect, it } from 'vitest';
import { dateOf, systemClock } from './clock';
import { ManualClock } from './manual-clock';

describe('ManualClock', () => {
  it('fires timeouts in due order as time advances, reading each due time', () => {
    const clock = new ManualClock(1_000);
    const seen: string[] = [];
    clock.setTimeout(() => seen.push(`b@${clock.now()}`), 200);
    clock.setTimeout(() => seen.push(`a@${clock.now()}`), 100);
    clock.setTimeout(() => seen.push(`c@${clock.now()}`), 500);
    clock.advance(250);
    expect(seen).toEqual(['a@1100', 'b@1200']);
    expect(clock.now()).toBe(1_250);
    clock.advance(250);
    expect(seen).toEqual(['a@1100', 'b@1200', 'c@1500']);
  });

  it('repeats intervals and stops cleared timers', () => {
    const clock = new ManualClock(0);
    let ticks = 0;
    const h = clock.setInterval(() => ticks++, 10);
    const t = clock.setTimeout(() => (ticks += 100), 15);
    clock.clear(t);
    clock.advance(35);
    expect(ticks).toBe(3);
    clock.clear(h);
    clock.advance(100);
    expect(ticks).toBe(3);
    expect(clock.pendingTimers).toBe(0);
  });

  it('fires a timer set by a timer within the same advance', () => {
    const clock = new ManualClock(0);
    const seen: number[] = [];
    clock.setTimeout(() => clock.setTimeout(() => seen.push(clock.now()), 5), 5);
    clock.advance(10);
    expect(seen).toEqual([10]);
  });

  it('lets promises started by a timer settle under advanceAsync', async () => {
    const clock = new ManualClock(0);
    const seen: string[] = [];
    clock.setTimeout(() => {
      void Promise.resolve().then(() => seen.push('settled'));
    }, 5);
    await clock.advanceAsync(5);
    expect(seen).toEqual(['settled']);
  });

  it('never goes backwards', () => {
    const clock = new ManualClock(500);
    clock.set(100);
    expect(clock.now()).toBe(500);
    expect(dateOf(clock).getTime()).toBe(500);
  });
});

describe('systemClock', () => {
  it('reads the wall clock', () => {
    const before = Date.now();
    const now = systemClock.now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
