// Whether HTTP requests are being served right now, so background work on the server's thread (the
// card-table copy) can step aside for them: it runs in the gaps between requests, and under steady
// traffic takes one short turn at most every `maxWaitMs`.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

export class RequestActivity {
  private inFlight = 0;
  private lastEnd = 0;

  /** Counts the app's requests from now on. */
  install(app: FastifyInstance): void {
    app.addHook('onRequest', async () => this.begin());
    app.addHook('onResponse', async () => this.end());
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

  /** Resolves once requests have been quiet for `quietMs`, or after `maxWaitMs` regardless. */
  async quiet(quietMs = 5, maxWaitMs = 200): Promise<void> {
    const started = performance.now();
    while (!this.isQuiet(quietMs) && performance.now() - started < maxWaitMs) await sleep(1);
  }
}
