/**
 * The process's place in its life, shared by the routes and background work: once `draining` is set
 * (SIGTERM), /healthz answers 503 so a load balancer stops sending new traffic, and long background work
 * (a card download) aborts through `signal` so the process can exit in time. See drain.ts.
 */
export class Lifecycle {
  private readonly abort = new AbortController();

  get draining(): boolean {
    return this.abort.signal.aborted;
  }

  /** Aborted when draining starts. */
  get signal(): AbortSignal {
    return this.abort.signal;
  }

  startDraining(): void {
    this.abort.abort(new Error('the server is shutting down'));
  }
}
