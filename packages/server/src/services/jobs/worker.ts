import { randomUUID } from 'node:crypto';
import { dateOf, type TimerHandle } from '@cubewright/core/clock';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { type ClaimedJob, claimJob, completeJob, enqueueJob, failJob, nextClaimAt } from './queue';

/** The pause before looking again at a job that is due but held by another worker. */
const RECHECK_MS = 1000;

/** A job handler; it may return a time to run the same job again (periodic jobs). */
type JobHandler = (
  ctx: AppContext,
  payload: Record<string, unknown>,
) => Promise<Date | undefined> | Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

// Workers by database, so code that enqueues a job can wake the local worker at once instead of
// waiting for its next poll (other instances pick it up on theirs).
const workers = new WeakMap<Database, Set<JobWorker>>();

/** Wakes this process's workers on `database` (after enqueueing a job). */
export function wakeWorkers(database: Database): void {
  for (const w of workers.get(database) ?? []) w.wake();
}

/** The first worker on `database` in this process (tests drain it). */
export function workerOf(database: Database): JobWorker | undefined {
  return workers.get(database)?.values().next().value;
}

/**
 * A small in-process loop: claims due jobs one at a time and runs them, then sleeps until the next job
 * may be claimed, at most `pollMs`, or until woken. Jobs run one after another on a worker; more
 * instances mean more workers. It used to look every second whether or not a job was due (ADR 0085); a
 * job enqueued here wakes it at once (wakeWorkers), one enqueued on another instance is that instance's
 * worker's, and `pollMs` bounds how late one left by an instance that died is taken up.
 */
export class JobWorker {
  readonly id = `worker-${randomUUID().slice(0, 8)}`;
  private running = false;
  private timer: TimerHandle | undefined;
  private readonly periodic: TimerHandle[] = [];
  /** When the last run found the next job may be claimed (null: none queued, or not known). */
  private nextAt: number | null = null;
  /** Work is serialised through this chain, so drain() also waits for a job already in flight. */
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly ctx: AppContext,
    private readonly handlers: JobHandlers,
    private readonly pollMs = 10_000,
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    const set = workers.get(this.ctx.database) ?? new Set();
    set.add(this);
    workers.set(this.ctx.database, set);
    this.wake();
  }

  /**
   * Queues `kind` (at most one pending, on any instance) every `ms` of the app's clock and runs due jobs
   * at once. On the work chain, so a test that advances a ManualClock and then drains sees the run.
   */
  every(kind: string, ms: number): void {
    const tick = () => {
      if (!this.running) return;
      this.chain = this.chain
        .then(() =>
          enqueueJob(this.ctx.database.db, kind, {}, { runAt: dateOf(this.ctx.clock), singletonKey: kind }),
        )
        .then(() => this.runDue())
        .catch((err) => this.ctx.log.error({ err, kind }, 'queueing a periodic job failed'));
    };
    this.periodic.push(this.ctx.clock.setInterval(tick, ms).unref());
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) this.ctx.clock.clear(this.timer);
    for (const handle of this.periodic.splice(0)) this.ctx.clock.clear(handle);
    workers.get(this.ctx.database)?.delete(this);
    await this.chain.catch(() => {});
  }

  /** Runs due jobs now (when started). */
  wake(): void {
    if (!this.running) return;
    if (this.timer) this.ctx.clock.clear(this.timer);
    this.timer = undefined;
    this.chain = this.chain.then(() => this.runDue()).finally(() => this.schedule());
  }

  /** Runs every due job, waiting for one already in flight first; returns how many ran. */
  drain(): Promise<number> {
    const run = this.chain.then(() => this.runDue());
    this.chain = run.catch(() => 0);
    return run;
  }

  /** After a run: sleeps until the next job may be claimed (when the run found when that is). */
  private schedule() {
    if (!this.running || this.timer) return;
    const now = this.ctx.clock.now();
    const next = this.nextAt ?? now + this.pollMs;
    this.nextAt = null;
    // A job due already that this run did not claim (another worker holds it): look again in a second.
    const wait = next <= now ? RECHECK_MS : Math.min(next - now, this.pollMs);
    this.timer = this.ctx.clock
      .setTimeout(() => {
        this.timer = undefined;
        this.wake();
      }, wait)
      .unref();
  }

  private async runDue(): Promise<number> {
    let ran = 0;
    try {
      for (let job = await claimJob(this.ctx.database.db, this.id, dateOf(this.ctx.clock)); job; ) {
        await this.runOne(job);
        ran++;
        job = await claimJob(this.ctx.database.db, this.id, dateOf(this.ctx.clock));
      }
      this.nextAt = await nextClaimAt(this.ctx.database.db);
    } catch (err) {
      this.ctx.log.error({ err }, 'job queue unavailable');
    }
    return ran;
  }

  private async runOne(job: ClaimedJob): Promise<void> {
    const db = this.ctx.database.db;
    const handler = this.handlers[job.kind];
    if (!handler) {
      await failJob(
        db,
        { ...job, attempts: Number.POSITIVE_INFINITY },
        `no handler for ${job.kind}`,
        dateOf(this.ctx.clock),
      );
      return;
    }
    try {
      const again = await handler(this.ctx, job.payload);
      await completeJob(db, job.id, again ?? undefined);
    } catch (err) {
      this.ctx.log.error({ err, job: job.id, kind: job.kind }, 'job failed');
      await failJob(db, job, err instanceof Error ? err.message : String(err), dateOf(this.ctx.clock));
    }
  }
}
