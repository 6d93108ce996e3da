import {
  type AutoPick,
  applyEvents,
  type DraftAction,
  type DraftEvent,
  type DraftState,
  draftReducer,
} from '@cubewright/core/draft';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { draftDeadlines, draftEvents, drafts } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';

// The event log of a draft and its fold. Every action runs inside a transaction holding the draft row's
// lock, so actions on one draft are serialised across instances; the in-memory cache only saves work
// (it is caught up from the log before use and never trusted over the database).

export type DraftRow = typeof drafts.$inferSelect;

export interface Folded {
  state: DraftState;
  seq: number;
}

/** Folded states by draft id, per instance; entries only ever move forward. */
export class FoldCache {
  private readonly entries = new Map<string, Folded>();

  get(id: string): Folded | undefined {
    return this.entries.get(id);
  }

  offer(id: string, folded: Folded): void {
    const current = this.entries.get(id);
    if (!current || current.seq < folded.seq) this.entries.set(id, folded);
  }

  forget(id: string): void {
    this.entries.delete(id);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Locks and returns a draft row (404 when missing). */
export async function lockDraft(tx: Db, id: string): Promise<DraftRow> {
  const [row] = await tx.select().from(drafts).where(eq(drafts.id, id)).for('update');
  if (!row) throw notFound('Draft not found');
  return row;
}

/** The draft's state at the row's version: the cached fold caught up with newer events. */
export async function foldDraft(db: Db, row: DraftRow, cache: FoldCache): Promise<Folded | null> {
  if (!row.initial) return null;
  let base = cache.get(row.id);
  if (!base || base.seq > row.version) base = { state: row.initial, seq: 0 };
  if (base.seq === row.version) return base;
  const rows = await db
    .select({ seq: draftEvents.seq, events: draftEvents.events })
    .from(draftEvents)
    .where(and(eq(draftEvents.draftId, row.id), gt(draftEvents.seq, base.seq)))
    .orderBy(asc(draftEvents.seq));
  const events: DraftEvent[] = rows.flatMap((r) => r.events);
  const folded = { state: applyEvents(base.state, events), seq: rows.at(-1)?.seq ?? base.seq };
  cache.offer(row.id, folded);
  return folded;
}

export interface ActionMeta {
  kind: DraftAction['type'];
  seat?: number;
  packNumber?: number;
  pickNumber?: number;
  userId?: string;
}

export interface ActionOutcome {
  folded: Folded;
  events: DraftEvent[];
  /** Nothing changed: a resent pick, or a leave of someone already away. */
  duplicate: boolean;
}

const REFUSAL_STATUS: Record<string, number> = { draft_over: 409, already_started: 409, not_started: 409 };

/**
 * Applies one action to a locked draft: runs the reducer on the folded state, stores the events as the
 * next row of the log, bumps the version and rewrites the pending deadlines. Refusals throw a 400/409.
 */
export async function applyAction(
  tx: Db,
  row: DraftRow,
  action: DraftAction,
  meta: ActionMeta,
  cache: FoldCache,
  autoPick: AutoPick,
): Promise<ActionOutcome> {
  const folded = await foldDraft(tx, row, cache);
  if (!folded) throw new HttpError(409, 'The draft has not started yet.', 'not_started');
  const step = draftReducer(folded.state, action, { autoPick });
  const refusal = step.events.find((e) => e.type === 'error');
  if (refusal?.type === 'error')
    throw new HttpError(REFUSAL_STATUS[refusal.code] ?? 400, refusal.message, refusal.code);
  if (step.events.length === 0) return { folded, events: [], duplicate: true };
  const seq = folded.seq + 1;
  await tx.insert(draftEvents).values({
    draftId: row.id,
    seq,
    kind: meta.kind,
    seat: meta.seat ?? null,
    packNumber: meta.packNumber ?? null,
    pickNumber: meta.pickNumber ?? null,
    userId: meta.userId ?? null,
    events: step.events,
  });
  const status = step.state.status === 'done' ? 'complete' : 'running';
  await tx.update(drafts).set({ version: seq, status, updatedAt: new Date() }).where(eq(drafts.id, row.id));
  // Without a pick timer no seat ever has a deadline: skip the rewrite (one statement per pick).
  if (step.state.settings.timer) await writeDeadlines(tx, row.id, step.state);
  row.version = seq;
  row.status = status;
  return { folded: { state: step.state, seq }, events: step.events, duplicate: false };
}

/** The deadlines table mirrors the state's: one row per seat with a running clock. */
async function writeDeadlines(tx: Db, draftId: string, state: DraftState) {
  await tx.delete(draftDeadlines).where(eq(draftDeadlines.draftId, draftId));
  const rows = state.seats.flatMap((s, seat) =>
    s.deadline === null ? [] : [{ draftId, seat, dueAt: new Date(s.deadline) }],
  );
  if (rows.length) await tx.insert(draftDeadlines).values(rows);
}
