import { type Clock, dateOf } from '@cubewright/core/clock';
import { type AnyDraftAction, type AnyDraftDeps, anyDeadlines, anyTimed } from '@cubewright/core/draft/modes';
import type pg from 'pg';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/errors';
import {
  type ActionMeta,
  type ActionOutcome,
  appendToLog,
  decideAction,
  type FoldCache,
  type Folded,
  foldDraft,
  type LogEntry,
  lockDraftHead,
  statusOf,
} from './draft-log';
import { CommitGroup, type CommitRelay } from './group-commit';

// Per-draft group commit. Every action on a draft runs under the draft row's lock and is acknowledged
// only after its transaction commits, so the seats of one table would otherwise queue for the lock one
// commit (one WAL flush) at a time: eight players picking together wait for eight flushes in a row.
// Instead, actions that arrive for a draft while its previous transaction is in flight wait and then
// run together in ONE transaction, each still its own event row (so nothing about the log changes),
// each refused or accepted on its own, all acknowledged after that one commit. See ADR 0012. The batch
// costs a fixed number of statements whatever its size (lock, one multi-row INSERT, one UPDATE): ADR 0013.

/** The most actions one transaction takes; a long queue is drained in several. */
const MAX_BATCH = 32;

export interface BatchHost {
  readonly db: Db;
  readonly cache: FoldCache;
  /** PostgreSQL's pool (absent on PGlite): enables the one-statement commit (ADR 0013). */
  readonly pool?: pg.Pool;
  readonly log: { warn(obj: object, msg: string): void };
  /** Tells the other instances in the one-statement commit itself (group-commit.ts); null: no one to tell. */
  readonly commitRelay: CommitRelay | null;
  /** The drafts' updatedAt. */
  readonly clock: Clock;
  bots(db: Db, cubeId: string): Promise<AnyDraftDeps>;
}

interface Pending {
  action: AnyDraftAction;
  meta: ActionMeta;
  resolve(outcome: ActionOutcome): void;
  reject(err: unknown): void;
}

export class ActionBatches {
  private readonly queues = new Map<string, Pending[]>();
  /** The cube of each draft a locked batch has seen (its bot picker), for the one-statement path. */
  private readonly cubes = new Map<string, string>();
  /** Queues being worked through, so a draining instance can wait for them (settled). */
  private readonly draining = new Set<Promise<void>>();
  /** The one-statement commits of the drafts ready in one turn, as one statement (group-commit.ts). */
  private group: CommitGroup | null = null;

  constructor(
    private readonly host: BatchHost,
    /**
     * Called once per committed batch that changed the draft, with its last committed state (the caller
     * publishes the new version); `relayed` when the commit's statement told the other instances already.
     */
    private readonly committed: (draftId: string, folded: Folded, relayed: boolean) => void,
  ) {}

  /** Applies one action; resolves after the transaction holding it commits, or rejects with its refusal. */
  run(draftId: string, action: AnyDraftAction, meta: ActionMeta): Promise<ActionOutcome> {
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(draftId);
      if (queue) return void queue.push({ action, meta, resolve, reject });
      this.queues.set(draftId, [{ action, meta, resolve, reject }]);
      const drained = this.drain(draftId).finally(() => this.draining.delete(drained));
      this.draining.add(drained);
    });
  }

  /** Resolves once no batch is queued or in flight (including batches queued while waiting). */
  async settled(): Promise<void> {
    while (this.draining.size) await Promise.allSettled([...this.draining]);
  }

  private async drain(draftId: string): Promise<void> {
    const queue = this.queues.get(draftId)!;
    while (queue.length) {
      const batch = queue.splice(0, MAX_BATCH);
      let results: (ActionOutcome | HttpError)[];
      let relayed: boolean;
      try {
        ({ results, relayed } = await this.commit(draftId, batch));
      } catch (err) {
        for (const p of batch) p.reject(err);
        continue;
      }
      for (const [i, p] of batch.entries()) {
        const r = results[i]!;
        if (r instanceof HttpError) p.reject(r);
        else p.resolve(r);
      }
      const last = results.findLast((r): r is ActionOutcome => !(r instanceof HttpError) && !r.duplicate);
      if (last) this.committed(draftId, last.folded, relayed);
    }
    this.queues.delete(draftId);
  }

  /** Commits the batch: in one statement when it can (see commitIfUnchanged), else under the lock. */
  private async commit(
    draftId: string,
    batch: Pending[],
  ): Promise<{ results: (ActionOutcome | HttpError)[]; relayed: boolean }> {
    const grouped = await this.commitIfUnchanged(draftId, batch);
    const results = grouped?.results ?? (await this.commitLocked(draftId, batch));
    const last = results.findLast((r): r is ActionOutcome => !(r instanceof HttpError));
    if (last) this.host.cache.offer(draftId, last.folded);
    if (last?.folded.state.status === 'done') this.cubes.delete(draftId);
    return { results, relayed: grouped?.relayed ?? false };
  }

  /**
   * The common case on PostgreSQL, in one round trip instead of five: the batch is decided on this
   * instance's cached state and written only if the draft is still at that version (compare-and-set on
   * `drafts.version`; group-commit.ts sends it with the other drafts ready in the same turn). Null when it
   * does not apply, or when the draft moved on (another instance, the deadline worker, a host action):
   * then the locked path decides again from the log. Only
   * batches whose every action is accepted and new take it, so no refusal is ever decided on a state that
   * was not checked against the database. A timed draft's deadline rows are rewritten in the same
   * statement, so a pick under a timer costs one round trip too (it took seven on the locked path).
   */
  private async commitIfUnchanged(
    draftId: string,
    batch: Pending[],
  ): Promise<{ results: ActionOutcome[]; relayed: boolean } | null> {
    const pool = this.host.pool;
    const cubeId = this.cubes.get(draftId);
    const known = this.host.cache.get(draftId);
    if (!pool || !cubeId || !known) return null;
    const bots = await this.host.bots(this.host.db, cubeId);
    let folded = known;
    const out: ActionOutcome[] = [];
    const rows: object[] = [];
    for (const p of batch) {
      let step: ReturnType<typeof decideAction>;
      try {
        step = decideAction(folded, p.action, bots);
      } catch {
        return null;
      }
      if (!step.events.length) return null;
      folded = { state: step.state, seq: folded.seq + 1 };
      out.push({ folded, events: step.events, duplicate: false });
      const m = p.meta;
      rows.push({
        seq: folded.seq,
        kind: m.kind,
        seat: m.seat ?? null,
        pack_number: m.packNumber ?? null,
        pick_number: m.pickNumber ?? null,
        user_id: m.userId ?? null,
        events: step.events,
      });
    }
    this.group ??= new CommitGroup(pool, this.host.log, () => this.host.commitRelay);
    const { moved, relayed } = await this.group.commit({
      id: draftId,
      from: known.seq,
      to: folded.seq,
      status: statusOf(folded.state),
      at: dateOf(this.host.clock).toISOString(),
      rows,
      deadlines: anyTimed(folded.state)
        ? anyDeadlines(folded.state).map((d) => ({
            seat: d.seat,
            due_at: new Date(d.deadline).toISOString(),
          }))
        : null,
    });
    return moved ? { results: out, relayed } : null;
  }

  /** One transaction holding the draft's lock; a refusal answers only its own action. */
  private async commitLocked(draftId: string, batch: Pending[]): Promise<(ActionOutcome | HttpError)[]> {
    return this.host.db.transaction(async (tx) => {
      const row = await lockDraftHead(tx, draftId);
      this.cubes.set(draftId, row.cubeId);
      const bots = await this.host.bots(tx, row.cubeId);
      // The batch folds in a local variable: uncommitted states must not reach the shared cache.
      let folded = await foldDraft(tx, row, this.host.cache);
      const out: (ActionOutcome | HttpError)[] = [];
      const entries: LogEntry[] = [];
      for (const p of batch) {
        try {
          const step = decideAction(folded, p.action, bots);
          if (!step.events.length) {
            out.push({ folded: folded!, events: [], duplicate: true });
            continue;
          }
          folded = { state: step.state, seq: folded!.seq + 1 };
          entries.push({ seq: folded.seq, meta: p.meta, events: step.events });
          out.push({ folded, events: step.events, duplicate: false });
        } catch (err) {
          // Refusals are decided before any statement runs, so the transaction is still good.
          if (err instanceof HttpError) out.push(err);
          else throw err;
        }
      }
      if (entries.length) await appendToLog(tx, row, entries, folded!.state, dateOf(this.host.clock));
      return out;
    });
  }
}
