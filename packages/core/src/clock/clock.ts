/**
 * The one source of time for the server and core. Production code asks a Clock for the time and for its
 * timers; tests hand in a ManualClock and advance it, so nothing they control waits on the wall clock.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `fn` once after `ms`; the handle cancels it. */
  setTimeout(fn: () => void, ms: number): TimerHandle;
  /** Runs `fn` every `ms` until cancelled. */
  setInterval(fn: () => void, ms: number): TimerHandle;
  clear(handle: TimerHandle): void;
}

/** A timer a Clock started; `unref` lets the process exit while it is pending (no-op on a ManualClock). */
export interface TimerHandle {
  unref(): TimerHandle;
}

// core is built without Node's or the DOM's types; both hosts have these timers.
declare function setTimeout(fn: () => void, ms: number): unknown;
declare function setInterval(fn: () => void, ms: number): unknown;
declare function clearTimeout(id: unknown): void;

class SystemTimer implements TimerHandle {
  constructor(readonly id: unknown) {}
  unref(): TimerHandle {
    (this.id as { unref?: () => void }).unref?.();
    return this;
  }
}

/** The wall clock and Node's timers. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => new SystemTimer(setTimeout(fn, ms)),
  setInterval: (fn, ms) => new SystemTimer(setInterval(fn, ms)),
  clear: (handle) => {
    if (handle instanceof SystemTimer) clearTimeout(handle.id);
  },
};

/** The current time as a Date, read from a clock. */
export function dateOf(clock: Clock): Date {
  return new Date(clock.now());
}
