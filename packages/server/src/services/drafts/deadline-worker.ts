import type { Clock, TimerHandle } from '@cubewright/core/clock';
import type { AnyDraftDeps } from '@cubewright/core/draft/modes';
import { asc, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { draftDeadlines } from '../../db/schema';
import { applyAction, type FoldCache, type Folded, lockDraft } from './draft-log';
import type { DraftFeed } from './feed';

// Pick deadlines are rows in draft_deadlines. Any instance's worker claims due rows with
// FOR UPDATE SKIP LOCKED (so two workers never take the same one) and applies a `tick` to the draft in
// the same transaction; the tick rewrites the draft's deadlines, so a claimed row is gone once done.
// Even without the skip, the draft row's lock and the engine (an expired clock is reset by the
// auto-pick) keep it to exactly one auto-pick per deadline.

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
    const due = await tx
      .select({ draftId: draftDeadlines.draftId })
      .from(draftDeadlines)
      .where(lte(draftDeadlines.dueAt, new Date(now)))
      .orderBy(asc(draftDeadlines.dueAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const draftId of new Set(due.map((d) => d.draftId))) {
      const row = await lockDraft(tx, draftId);
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

/** A small loop running runDueDeadlines every `intervalMs` until stopped. */
export class DeadlineWorker {
  private timer: TimerHandle | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly service: DeadlineHost,
    private readonly intervalMs = 500,
  ) {}

  start(): void {
    if (this.timer) return;
    const loop = () => {
      this.running = runDueDeadlines(this.service)
        .catch((err) => this.service.log.error({ err }, 'draft deadline worker failed'))
        .finally(() => {
          this.running = null;
          if (this.timer) this.timer = this.service.clock.setTimeout(loop, this.intervalMs);
        });
    };
    this.timer = this.service.clock.setTimeout(loop, this.intervalMs);
  }

  async stop(): Promise<void> {
    if (this.timer) this.service.clock.clear(this.timer);
    this.timer = null;
    await this.running;
  }
}
