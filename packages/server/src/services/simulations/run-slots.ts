import type { Clock } from '@cubewright/core/clock';
import { HttpError } from '../../http/errors';

/** What a caller beyond the running slots and the waiting line is told (503 with Retry-After). */
export const SIMULATOR_BUSY = 'The simulator is busy with other runs. Try again in a minute.';

/** Seconds a refused caller is asked to wait (the Retry-After header). */
export const BUSY_RETRY_SECONDS = 30;

export interface RunSlotLimits {
  /** Runs at once on this server: a 1,000-draft run is about a second of CPU on one core. */
  running: number;
  /** Callers that may wait for a slot; the next one is refused at once. */
  waiting: number;
  /** How long a caller waits for a slot before it is refused. */
  waitMs: number;
}

/**
 * A small counting semaphore for CPU-heavy work on this server (per instance: CPU is per instance, so
 * nothing is shared across instances). A caller beyond the slots queues briefly; beyond the queue, or
 * after waiting too long, it gets a 503 so the server stays responsive for everyone else.
 */
export class RunSlots {
  private inUse = 0;
  private readonly queue: Array<() => void> = [];

  constructor(
    private readonly limits: RunSlotLimits,
    private readonly clock: Clock,
  ) {}

  /** Runs `work` in a slot, waiting for one if needed; throws the 503 busy error when none comes. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await work();
    } finally {
      this.release();
    }
  }

  get running(): number {
    return this.inUse;
  }

  get waiting(): number {
    return this.queue.length;
  }

  private acquire(): Promise<void> {
    if (this.inUse < this.limits.running) {
      this.inUse++;
      return Promise.resolve();
    }
    if (this.queue.length >= this.limits.waiting) return Promise.reject(busy());
    return new Promise<void>((resolve, reject) => {
      const take = () => {
        this.clock.clear(timer);
        resolve();
      };
      const timer = this.clock.setTimeout(() => {
        const at = this.queue.indexOf(take);
        if (at >= 0) this.queue.splice(at, 1);
        reject(busy());
      }, this.limits.waitMs);
      this.queue.push(take);
    });
  }

  private release(): void {
    // The slot passes straight to the next waiter, so the count never dips and lets a newcomer jump in.
    const next = this.queue.shift();
    if (next) next();
    else this.inUse--;
  }
}

function busy(): HttpError {
  return new HttpError(503, SIMULATOR_BUSY, 'busy', { retryAfterSeconds: BUSY_RETRY_SECONDS });
}
