import type { DraftEvent } from '@cubewright/core/draft';
import {
  type AnyDraftAction,
  type AnyDraftDeps,
  type AnyDraftEvent,
  type AnyDraftState,
  anyDeadlines,
  anyTimed,
  foldAnyDraft,
  reduceAnyDraft,
} from '@cubewright/core/draft/modes';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { draftDeadlines, draftEvents, drafts } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';

// The event log of a draft and its fold. Every action runs inside a transaction holding the draft row's
// lock, so actions on one draft are serialised across instances; the in-memory cache only saves work
// (it is caught up from the log before use and never trusted over the database).

export type DraftRow = typeof drafts.$inferSelect;

export interface Folded {
  state: AnyDraftState;
  seq: number;
}

/** Folded states by draft id, per instance; entries only ever move forward. */
export class FoldCache {
  private readonly entries = new Map<string, Folded>();

  constructor(
    /** Hears every state taken into the cache (the deadline worker learns of new deadlines by it). */
    private readonly taken: (folded: Folded) => void = () => {},
  ) {}

  get(id: string): Folded | undefined {
    return this.entries.get(id);
  }

  offer(id: string, folded: Folded): void {
    const current = this.entries.get(id);
    if (current && current.seq >= folded.seq) return;
    this.entries.set(id, folded);
    this.taken(folded);
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
  const row = await lockDraftRow(tx, id, false);
  if (!row) throw notFound('Draft not found');
  return row;
}

/**
 * The draft row, locked; with `skipLocked`, null when another transaction holds it (the deadline worker
 * passes such a draft by: its holder's commit rewrites the deadlines, ADR 0087) or the draft is gone.
 */
export async function lockDraftRow(tx: Db, id: string, skipLocked: boolean): Promise<DraftRow | null> {
  const [row] = await tx
    .select()
    .from(drafts)
    .where(eq(drafts.id, id))
    .for('update', skipLocked ? { skipLocked: true } : {});
  return row ?? null;
}

/**
 * What an action needs of the draft row, without its big `initial` state (parsing that JSON on every
 * action cost more than the rest of the statement): `initial` stays undefined and foldDraft loads it
 * only when the cache cannot serve the fold.
 */
export interface DraftHead {
  id: string;
  cubeId: string;
  status: DraftRow['status'];
  version: number;
  /** Undefined: not read yet (foldDraft reads it when it needs it). */
  initial?: AnyDraftState | null;
}

/** The columns of a DraftHead, for every read of a draft that must skip its big state. */
export const draftHeadColumns = {
  id: drafts.id,
  cubeId: drafts.cubeId,
  status: drafts.status,
  version: drafts.version,
};

/** Locks a draft row and returns its head (404 when missing). */
export async function lockDraftHead(tx: Db, id: string): Promise<DraftHead> {
  const [row] = await tx.select(draftHeadColumns).from(drafts).where(eq(drafts.id, id)).for('update');
  if (!row) throw notFound('Draft not found');
  return row;
}

/** The draft's state at the row's version: the cached fold caught up with newer events. */
export async function foldDraft(db: Db, row: DraftHead, cache: FoldCache): Promise<Folded | null> {
  let base = cache.get(row.id);
  if (base && base.seq > row.version) base = undefined;
  if (!base) {
    if (row.initial === undefined) {
      const [found] = await db.select({ initial: drafts.initial }).from(drafts).where(eq(drafts.id, row.id));
      row.initial = found?.initial ?? null;
    }
    if (!row.initial) return null;
    base = { state: row.initial, seq: 0 };
  }
  if (base.seq === row.version) return base;
  const rows = await db
    .select({ seq: draftEvents.seq, events: draftEvents.events })
    .from(draftEvents)
    .where(and(eq(draftEvents.draftId, row.id), gt(draftEvents.seq, base.seq)))
    .orderBy(asc(draftEvents.seq));
  const events: AnyDraftEvent[] = rows.flatMap((r) => r.events);
  const folded = { state: foldAnyDraft(base.state, events), seq: rows.at(-1)?.seq ?? base.seq };
  cache.offer(row.id, folded);
  return folded;
}

export interface ActionMeta {
  kind: AnyDraftAction['type'];
  seat?: number;
  packNumber?: number;
  pickNumber?: number;
  userId?: string;
}

export interface ActionOutcome {
  folded: Folded;
  events: AnyDraftEvent[];
  /** Nothing changed: a resent pick, or a leave of someone already away. */
  duplicate: boolean;
}

const REFUSAL_STATUS: Record<string, number> = { draft_over: 409, already_started: 409, not_started: 409 };

/**
 * Runs the reducer for one action on a folded state, without I/O: the new state and its events (none for
 * a resend or a no-op). Refusals throw a 400/409 before anything is written.
 */
export function decideAction(
  folded: Folded | null,
  action: AnyDraftAction,
  bots: AnyDraftDeps,
): { state: AnyDraftState; events: AnyDraftEvent[] } {
  if (!folded) throw new HttpError(409, 'The draft has not started yet.', 'not_started');
  const step = reduceAnyDraft(folded.state, action, bots);
  const refusal = step.events.find((e) => e.type === 'error');
  if (refusal?.type === 'error')
    throw new HttpError(REFUSAL_STATUS[refusal.code] ?? 400, refusal.message, refusal.code);
  return step;
}

/** One accepted action on its way to the log: its row's sequence number, who sent it, its events. */
export interface LogEntry {
  seq: number;
  meta: ActionMeta;
  events: AnyDraftEvent[];
}

/**
 * Stores accepted actions of a locked draft: one multi-row INSERT of their event rows, one UPDATE of the
 * row's version and status, and the pending deadlines of the last state (only with a pick timer).
 * `now` is the app clock's time, the row's updatedAt.
 */
export async function appendToLog(
  tx: Db,
  row: DraftHead,
  entries: LogEntry[],
  last: AnyDraftState,
  now: Date,
) {
  if (!entries.length) return;
  await tx.insert(draftEvents).values(
    entries.map(({ seq, meta, events }) => ({
      draftId: row.id,
      seq,
      kind: meta.kind,
      seat: meta.seat ?? null,
      packNumber: meta.packNumber ?? null,
      pickNumber: meta.pickNumber ?? null,
      userId: meta.userId ?? null,
      // The column is typed with booster events; a turn-based mode's events share it (the fold
      // dispatches on the state, see core/draft/modes/any-draft.ts).
      events: events as DraftEvent[],
    })),
  );
  const seq = entries.at(-1)!.seq;
  const status = statusOf(last);
  await tx.update(drafts).set({ version: seq, status, updatedAt: now }).where(eq(drafts.id, row.id));
  // Without a pick timer no seat ever has a deadline: skip the rewrite (one statement per action).
  if (anyTimed(last)) await writeDeadlines(tx, row.id, last);
  row.version = seq;
  row.status = status;
}

/** The row's lifecycle for a running engine state. */
export const statusOf = (state: AnyDraftState): DraftRow['status'] =>
  state.status === 'done' ? 'complete' : 'running';

/**
 * Applies one action to a locked draft: runs the reducer on the folded state, stores the events as the
 * next row of the log, bumps the version and rewrites the pending deadlines. Refusals throw a 400/409.
 */
export async function applyAction(
  tx: Db,
  row: DraftHead,
  action: AnyDraftAction,
  meta: ActionMeta,
  cache: FoldCache,
  bots: AnyDraftDeps,
  /** The app clock's time (the row's updatedAt). */
  now: Date,
): Promise<ActionOutcome> {
  const folded = await foldDraft(tx, row, cache);
  const step = decideAction(folded, action, bots);
  if (step.events.length === 0) return { folded: folded!, events: [], duplicate: true };
  const seq = folded!.seq + 1;
  await appendToLog(tx, row, [{ seq, meta, events: step.events }], step.state, now);
  return { folded: { state: step.state, seq }, events: step.events, duplicate: false };
}

/** The deadlines table mirrors the state's: one row per seat with a running clock. */
async function writeDeadlines(tx: Db, draftId: string, state: AnyDraftState) {
  await tx.delete(draftDeadlines).where(eq(draftDeadlines.draftId, draftId));
  const rows = anyDeadlines(state).map(({ seat, deadline }) => ({
    draftId,
    seat,
    dueAt: new Date(deadline),
  }));
  if (rows.length) await tx.insert(draftDeadlines).values(rows);
}
