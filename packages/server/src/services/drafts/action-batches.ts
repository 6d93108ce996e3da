import type { AutoPick, DraftAction } from '@cubewright/core/draft';
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
} from './draft-log';

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
  autoPick(db: Db, cubeId: string): Promise<AutoPick>;
}

interface Pending {
  action: DraftAction;
  meta: ActionMeta;
  resolve(outcome: ActionOutcome): void;
  reject(err: unknown): void;
}

export class ActionBatches {
  private readonly queues = new Map<string, Pending[]>();

  constructor(
    private readonly host: BatchHost,
    /**
     * Called once per committed batch that changed the draft, with its last committed state (the caller
     * publishes the new version).
     */
    private readonly committed: (draftId: string, folded: Folded) => void,
  ) {}

  /** Applies one action; resolves after the transaction holding it commits, or rejects with its refusal. */
  run(draftId: string, action: DraftAction, meta: ActionMeta): Promise<ActionOutcome> {
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(draftId);
      if (queue) return void queue.push({ action, meta, resolve, reject });
      this.queues.set(draftId, [{ action, meta, resolve, reject }]);
      void this.drain(draftId);
    });
  }

  private async drain(draftId: string): Promise<void> {
    const queue = this.queues.get(draftId)!;
    while (queue.length) {
      const batch = queue.splice(0, MAX_BATCH);
      let results: (ActionOutcome | HttpError)[];
      try {
        results = await this.commit(draftId, batch);
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
      if (last) this.committed(draftId, last.folded);
    }
    this.queues.delete(draftId);
  }

  /** One transaction for the batch; a refusal answers only its own action. */
  private async commit(draftId: string, batch: Pending[]): Promise<(ActionOutcome | HttpError)[]> {
    const results = await this.host.db.transaction(async (tx) => {
      const row = await lockDraftHead(tx, draftId);
      const autoPick = await this.host.autoPick(tx, row.cubeId);
      // The batch folds in a local variable: uncommitted states must not reach the shared cache.
      let folded = await foldDraft(tx, row, this.host.cache);
      const out: (ActionOutcome | HttpError)[] = [];
      const entries: LogEntry[] = [];
      for (const p of batch) {
        try {
          const step = decideAction(folded, p.action, autoPick);
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
      if (entries.length) await appendToLog(tx, row, entries, folded!.state);
      return out;
    });
    const last = results.findLast((r): r is ActionOutcome => !(r instanceof HttpError));
    if (last) this.host.cache.offer(draftId, last.folded);
    return results;
  }
}
