import { describe, expect, it } from 'vitest';
import { LiveVersionTracker } from './version-tracker';

describe('LiveVersionTracker', () => {
  it('applies the next version and drops duplicates and stale events', () => {
    const t = new LiveVersionTracker();
    expect(t.onSubscribed(4)).toBe(false);
    expect(t.onChanged(5)).toBe('apply');
    expect(t.onChanged(5)).toBe('drop');
    expect(t.onChanged(3)).toBe('drop');
    expect(t.version).toBe(5);
  });

  it('asks for a resync on a gap and continues from the newer version', () => {
    const t = new LiveVersionTracker();
    t.onSubscribed(1);
    expect(t.onChanged(4)).toBe('resync');
    expect(t.onChanged(5)).toBe('apply');
  });

  it('refetches after a reconnect only when the room moved on meanwhile', () => {
    const t = new LiveVersionTracker();
    t.onSubscribed(2);
    expect(t.onSubscribed(2)).toBe(false);
    expect(t.onSubscribed(6)).toBe(true);
    expect(t.version).toBe(6);
    // A late ack with an older version never moves the baseline back.
    expect(t.onSubscribed(3)).toBe(false);
    expect(t.onChanged(6)).toBe('drop');
  });

  it('treats an event before the first ack as a resync', () => {
    const t = new LiveVersionTracker();
    expect(t.onChanged(7)).toBe('resync');
    expect(t.onChanged(8)).toBe('apply');
  });
});
