import type { Clock, TimerHandle } from './clock';

// core is built without Node's or the DOM's types; both hosts have it.
declare function setTimeout(fn: () => void, ms: number): unknown;

interface Pending {
  readonly id: number;
  due: number;
  readonly every: number | null;
  readonly fn: () => void;
}

class ManualTimer implements TimerHandle {
  constructor(readonly id: number) {}
  unref(): TimerHandle {
    return this;
  }
}

/**
 * A clock that moves only when told. `advance(ms)` fires every timer that falls due on the way, in due
 * order (ties in the order they were set), with `now()` reading each timer's due time while it runs;
 * `advanceAsync` also lets promises those timers started settle between firings.
 */
export class ManualClock implements Clock {
  private time: number;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(start: number | Date = Date.UTC(2026, 0, 1)) {
    this.time = typeof start === 'number' ? start : start.getTime();
  }

  now(): number {
    return this.time;
  }

  setTimeout(fn: () => void, ms: number): TimerHandle {
    return this.add(fn, ms, null);
  }

  setInterval(fn: () => void, ms: number): TimerHandle {
    return this.add(fn, ms, Math.max(1, ms));
  }

  clear(handle: TimerHandle): void {
    if (handle instanceof ManualTimer) this.pending.delete(handle.id);
  }

  /** How many timers are waiting (a test can check that work was scheduled or cancelled). */
  get pendingTimers(): number {
    return this.pending.size;
  }

  /** Moves time forward by `ms`, firing due timers synchronously. */
  advance(ms: number): void {
    const target = this.time + Math.max(0, ms);
    for (let next = this.nextDue(target); next; next = this.nextDue(target)) this.fire(next);
    this.time = target;
  }

  /** Like `advance`, but yields to the event loop after each timer so the work it started can run. */
  async advanceAsync(ms: number): Promise<void> {
    const target = this.time + Math.max(0, ms);
    for (let next = this.nextDue(target); next; next = this.nextDue(target)) {
      this.fire(next);
      // A macrotask, not a microtask: I/O the timer started (a database reply) gets its turn.
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
    }
    this.time = target;
  }

  /** Sets the time (never backwards), firing what falls due on the way. */
  set(to: number | Date): void {
    const at = typeof to === 'number' ? to : to.getTime();
    this.advance(at - this.time);
  }

  private add(fn: () => void, ms: number, every: number | null): TimerHandle {
    const id = this.nextId++;
    this.pending.set(id, { id, due: this.time + Math.max(0, ms), every, fn });
    return new ManualTimer(id);
  }

  private nextDue(limit: number): Pending | undefined {
    let best: Pending | undefined;
    for (const p of this.pending.values()) {
      if (p.due <= limit && (!best || p.due < best.due || (p.due === best.due && p.id < best.id))) best = p;
    }
    return best;
  }

  private fire(p: Pending): void {
    this.time = Math.max(this.time, p.due);
    if (p.every === null) this.pending.delete(p.id);
    else p.due += p.every;
    p.fn();
  }
}
