import type { Clock, TimerHandle } from '@cubewright/core/clock';
import { type AnyDraftDeps, type AnyDraftState, anyDeadlines, anyTimed } from '@cubewright/core/draft/modes';
import { asc, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { draftDeadlines } from '../../db/schema';
import { applyAction, type FoldCache, type Folded, lockDraftRow } from './draft-log';
import type { DraftFeed } from './feed';

// Pick deadlines are rows in draft_deadlines. Any instance's worker reads the due rows, claims each
// one's draft row with FOR UPDATE SKIP LOCKED (so two workers never tick a draft at once) and applies a
// `tick` to the draft in the same transaction; the tick rewrites the draft's deadlines, so a claimed row
// is gone once done. A worker that claims a draft after another ticked it finds its clock reset by the
// auto-pick: the engine keeps it to exactly one auto-pick per deadline.

const BATCH = 20;

/** What the worker needs of the table (play.ts). */
export interface DeadlineHost {
  readonly db: Db;
  readonly cache: FoldCache;
  readonly feed: DraftFeed;
  readonly log: { error(obj: object, msg: string): void };
  /** "Due" is judged and ticks are timed by it; tests advance a ManualClock. */
  readonly clock: Clock;
  bots(db: Db, cubeId: string): Promise<AnyDraftDeps>;
}

/** Claims the due deadlines and auto-picks for them; returns how many drafts were ticked. */
export async function runDueDeadlines(service: DeadlineHost, now = service.clock.now()): Promise<number> {
  const changed: { id: string; folded: Folded }[] = [];
  await service.db.transaction(async (tx) => {
    // The due rows are read without a lock, and each draft's row is locked before its deadline rows are
    // written, the order of every other writer (a commit moves the draft row, then its deadlines): the
    // worker locking deadline rows first deadlocked with group commits at 500 drafts (ADR 0085, 0087).
    // A draft whose row another transaction holds is skipped (its commit rewrites its deadlines; the
    // worker looks again), so the worker never waits for a lock either.
    const due = await tx
      .select({ draftId: draftDeadlines.draftId })
      .from(draftDeadlines)
      .where(lte(draftDeadlines.dueAt, new Date(now)))
      .orderBy(asc(draftDeadlines.dueAt))
      .limit(BATCH);
    for (const draftId of new Set(due.map((d) => d.draftId))) {
      const row = await lockDraftRow(tx, draftId, true);
      if (!row) continue;
      const outcome = await applyAction(
        tx,
        row,
        { type: 'tick', now },
        { kind: 'tick' },
        service.cache,
        await service.bots(tx, row.cubeId),
        new Date(now),
      );
      if (!outcome.duplicate) changed.push({ id: draftId, folded: outcome.folded });
      else
        await tx.execute(
          sql`delete from draft_deadlines where draft_id = ${draftId} and due_at <= ${new Date(now)}`,
        );
    }
  });
  for (const c of changed) {
    service.cache.offer(c.id, c.folded);
    service.feed.updated(c.id);
  }
  return changed.length;
}

/** The earliest deadline still in the table (any instance's), as the app clock's ms; null when none. */
async function nextDue(db: Db): Promise<number | null> {
  const [row] = await db.select({ at: min(draftDeadlines.dueAt) }).from(draftDeadlines);
  return row?.at ? row.at.getTime() : null;
}

/** What one wake of the worker found: the earliest deadline left, and whether it claimed. */
interface Look {
  next: number | null;
  claimed: boolean;
}

/**
 * The longest the worker sleeps without looking at the table: the bound on how late it auto-picks for a
 * deadline it was not told of (one written by another instance that then died; its own worker would
 * have taken it otherwise).
 */
const DEADLINE_LOOK_MS = 5000;

/**
 * Runs runDueDeadlines when the earliest deadline falls due (ADR 0085). It used to claim every 500 ms,
 * a transaction of three round trips whether or not anything was due: twice a second on an idle
 * server. Now each wake is one read of the earliest deadline, and the claim runs only when one is due.
 * It sleeps until that deadline, at most DEADLINE_LOOK_MS; a state this instance takes into its fold
 * cache (every commit here, every state read back) wakes it sooner if one of its clocks runs out first.
 */
export class DeadlineWorker {
  private timer: TimerHandle | null = null;
  /** When the timer fires (the app clock's ms); Infinity when none is set. */
  private wakeAt = Number.POSITIVE_INFINITY;
  /** The earliest deadline heard of during a run, for the schedule after it. */
  private heard = Number.POSITIVE_INFINITY;
  private running: Promise<unknown> | null = null;
  private started = false;

  constructor(
    private readonly service: DeadlineHost,
    /** The pause before the first look and before looking again at a deadline another worker holds. */
    private readonly retryMs = 500,
  ) {}

  start(): void {
    if (this.started) return;
    this.started = true;
    this.schedule(this.service.clock.now() + this.retryMs);
  }

  /** A state this instance holds now: wakes the worker by its earliest running clock, if that is sooner. */
  heardOf(state: AnyDraftState): void {
    if (!this.started || !anyTimed(state)) return;
    let earliest = Number.POSITIVE_INFINITY;
    for (const d of anyDeadlines(state)) earliest = Math.min(earliest, d.deadline);
    if (this.running) this.heard = Math.min(this.heard, earliest);
    else if (earliest < this.wakeAt) this.schedule(earliest);
  }

  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) this.service.clock.clear(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(at: number) {
    if (this.timer) this.service.clock.clear(this.timer);
    this.wakeAt = at;
    this.timer = this.service.clock.setTimeout(() => this.run(), Math.max(0, at - this.service.clock.now()));
  }

  private run() {
    this.timer = null;
    this.wakeAt = Number.POSITIVE_INFINITY;
    const { clock, log } = this.service;
    // On a failure, look again after retryMs.
    let look: Look = { next: clock.now(), claimed: true };
    this.running = this.look()
      .then((found) => {
        look = found;
      })
      .catch((err) => log.error({ err }, 'draft deadline worker failed'))
      .finally(() => {
        this.running = null;
        if (!this.started) return;
        const now = clock.now();
        const at = Math.min(look.next ?? Number.POSITIVE_INFINITY, now + DEADLINE_LOOK_MS, this.heard);
        this.heard = Number.POSITIVE_INFINITY;
        if (at > now) return this.schedule(at);
        // Due only since the look began: claimed now. Still due after a claim: another worker holds it,
        // or more than a batch was due; looked at again after retryMs.
        if (look.claimed) this.schedule(now + this.retryMs);
        else this.run();
      });
  }

  /** Claims what is due, if anything is; answers the earliest deadline left. */
  private async look(): Promise<Look> {
    const now = this.service.clock.now();
    const next = await nextDue(this.service.db);
    if (next === null || next > now) return { next, claimed: false };
    await runDueDeadlines(this.service, now);
    return { next: await nextDue(this.service.db), claimed: true };
  }
}
