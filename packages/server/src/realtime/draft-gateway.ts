import type { Server } from 'socket.io';
import type { DraftChange } from '../services/events/app-events';

// On PostgreSQL, draft changes travel between instances through the socket.io adapter, so a seat
// connected to any instance hears about a pick made on any other.
//
// Every adapter message is a `pg_notify` on the app's pool (10 connections, shared with the drafts'
// commits), so one message per committed batch cost each commit a second round trip for a pool slot:
// in bench:draft's saturated phase the acks waited on the pool, not on the CPU. The changes of one turn
// of the event loop go as one message instead, and an update of a draft already waiting in it is not
// sent twice (the other instances read the latest state when they deliver it).
//
// Under load a turn of the event loop holds few commits, so that was still about one pg_notify (a pool
// slot, a round trip, a transaction on PostgreSQL's notify queue and its echo back to this instance's
// listener) per two picks in bench:draft's saturated phase. The messages are also spaced at least
// RELAY_GAP_MS apart: a change after a quiet spell goes at the end of its turn as before, and under load
// the changes of that many milliseconds go as one message (ADR 0035, addendum 2).

const DRAFT_EVENT = 'cubewright:draft';
/** Keeps one message's JSON well under pg_notify's 8,000-byte payload (the adapter spills past it). */
const MAX_MESSAGE_CHARS = 4000;
/** The least time between two adapter messages of this instance; what changes meanwhile waits for it. */
export const RELAY_GAP_MS = 10;

/** One adapter message: the changes of one turn of the event loop, in order. */
interface DraftRelayMessage {
  changes: DraftChange[];
}

/** A relayed change as another instance reads it: only known kinds, and never a state (it is read back). */
function accepted(change: unknown): DraftChange | null {
  const c = change as Partial<DraftChange> | null;
  if (!c || typeof c.draftId !== 'string') return null;
  if (c.kind === 'update' || c.kind === 'lobby') return { draftId: c.draftId, kind: c.kind };
  if (c.kind === 'chat' && c.message && typeof c.message.text === 'string')
    return { draftId: c.draftId, kind: 'chat', message: c.message };
  return null;
}

export interface DraftRelay {
  /** Queues a local change for the other instances (sent at the end of this turn of the event loop). */
  relay(change: DraftChange): void;
  /** Sends what is queued now (before the adapter closes). */
  flush(): void;
}

/**
 * Relays draft changes between instances: `relay` sends a local change to the other instances, whose
 * changes go to `deliver`. Without PostgreSQL there is no one to tell.
 */
export function relayDraftChanges(
  io: Server,
  hasPeers: boolean,
  deliver: (change: DraftChange) => void,
): DraftRelay {
  if (!hasPeers) return { relay: () => {}, flush: () => {} };
  io.on(DRAFT_EVENT, (message: DraftRelayMessage | DraftChange) => {
    // One change per message from an instance of an older build (a rolling deploy), a list from this one.
    const changes =
      message && Array.isArray((message as DraftRelayMessage).changes)
        ? (message as DraftRelayMessage).changes
        : [message];
    for (const raw of changes) {
      const change = accepted(raw);
      if (change) deliver(change);
    }
  });

  let queued: DraftChange[] = [];
  let chars = 0;
  /** Drafts with an update queued and no lobby or chat change after it (a second update adds nothing). */
  let updating = new Set<string>();
  let scheduled = false;
  let lastSent = Number.NEGATIVE_INFINITY;
  const flush = () => {
    scheduled = false;
    if (!queued.length) return;
    lastSent = performance.now();
    const message: DraftRelayMessage = { changes: queued };
    queued = [];
    chars = 0;
    updating = new Set();
    io.serverSideEmit(DRAFT_EVENT, message);
  };
  return {
    relay(change) {
      if (change.kind === 'update') {
        if (updating.has(change.draftId)) return;
        updating.add(change.draftId);
      } else updating.delete(change.draftId);
      // Other instances read the committed state themselves: the state stays out of the message.
      const sent: DraftChange =
        change.kind === 'update' ? { draftId: change.draftId, kind: 'update' } : change;
      const size = JSON.stringify(sent).length;
      if (chars + size > MAX_MESSAGE_CHARS) flush();
      queued.push(sent);
      chars += size;
      if (!scheduled) {
        scheduled = true;
        const wait = lastSent + RELAY_GAP_MS - performance.now();
        if (wait <= 0) setImmediate(flush);
        else setTimeout(flush, wait).unref();
      }
    },
    flush,
  };
}
