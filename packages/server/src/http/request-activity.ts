// Whether HTTP requests are being served right now, so background work on the server's thread (the
// card-table copy on PGlite) can step aside for them: it runs in the gaps between requests, never while
// one is in flight, and under steady traffic takes a turn in the first gap after `maxWaitMs` (or, if
// requests overlap so that no gap comes, after `hardWaitMs` regardless), so it still ends.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** How long after the last request the server counts as busy (background work takes short turns). */
const BUSY_MS = 100;

export class RequestActivity {
  private inFlight = 0;
  private lastEnd = Number.NEGATIVE_INFINITY;

  /** Counts the app's requests from now on. */
  install(app: FastifyInstance): void {
    // Callback hooks: an async one costs every request a promise and a microtask turn.
    app.addHook('onRequest', (_req, _reply, done) => {
      this.begin();
      done();
    });
    app.addHook('onResponse', (_req, _reply, done) => {
      this.end();
      done();
    });
  }

  begin(): void {
    this.inFlight++;
  }

  end(): void {
    this.inFlight = Math.max(0, this.inFlight - 1);
    this.lastEnd = performance.now();
  }

  /** True when no request is in flight and none ended in the last `quietMs`. */
  isQuiet(quietMs: number): boolean {
    return this.inFlight === 0 && performance.now() - this.lastEnd >= quietMs;
  }

  /** True while requests come: one in flight, or one ended in the last 100 ms. */
  isBusy(): boolean {
    return !this.isQuiet(BUSY_MS);
  }

  /**
   * Resolves once requests have been quiet for `quietMs`; after `maxWaitMs`, at the first moment none
   * is in flight; after `hardWaitMs`, regardless. It resolves from a setImmediate callback, after the
   * event loop's I/O poll, so a request that has just arrived is counted (and waited for) before the
   * caller's work starts.
   */
  async quiet(quietMs = 5, maxWaitMs = 200, hardWaitMs = 1000): Promise<void> {
    const started = performance.now();
    for (;;) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      const waited = performance.now() - started;
      if (this.isQuiet(quietMs) || (waited >= maxWaitMs && this.inFlight === 0) || waited >= hardWaitMs)
        return;
      await sleep(1);
    }
  }
}
