import type { Server } from 'socket.io';
import type { CommitRelay } from '../services/drafts/group-commit';
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
//
// At human pace that was still 0.4 notifies per pick (bench:draft, 100 drafts): a second round trip
// beside the commit's. A pick committed by the group statement (services/drafts/group-commit.ts) now
// carries this relay's message in that statement: `commitRelay` gives the statement the adapter's
// channel and the message around the list of changes, and the change, marked `relayed`, is not sent
// again here (ADR 0084). The message is the one serverSideEmit would publish (socket.io-adapter's
// cluster message: this adapter's uid, the namespace, SERVER_SIDE_EMIT and the packet), so the other
// instances take it as before and this one ignores its own, as the adapter does.

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
  /** How a commit's statement sends this relay's message itself; null without peers. */
  readonly inCommit: CommitRelay | null;
}

/** The socket.io cluster message type of a server-side emit without an ack (socket.io-adapter). */
const SERVER_SIDE_EMIT = 9;
/** The postgres adapter's channel prefix, given to it (gateway.ts) so the commit's notice uses the same. */
export const ADAPTER_CHANNEL_PREFIX = 'socket.io';

/**
 * The relay message in a commit's notice: the cluster message the adapter would publish for
 * `serverSideEmit(DRAFT_EVENT, { changes })`, split around the changes' list. Null when the adapter is
 * not the cluster adapter this was written against (no uid), so the relay sends as before.
 */
function commitRelayOf(io: Server): CommitRelay | null {
  const nsp = typeof io.of === 'function' ? io.of('/') : null;
  const uid = (nsp?.adapter as unknown as { uid?: unknown } | undefined)?.uid;
  if (!nsp) return null;
  if (typeof uid !== 'string' || !uid) return null;
  const marker = '"__changes__"';
  const message = JSON.stringify({
    uid,
    nsp: nsp.name,
    type: SERVER_SIDE_EMIT,
    data: { packet: [DRAFT_EVENT, { changes: '__changes__' }] },
  });
  const at = message.indexOf(marker);
  return {
    channel: `${ADAPTER_CHANNEL_PREFIX}#${nsp.name}`,
    prefix: message.slice(0, at),
    suffix: message.slice(at + marker.length),
  };
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
  if (!hasPeers) return { relay: () => {}, flush: () => {}, inCommit: null };
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
    inCommit: commitRelayOf(io),
    relay(change) {
      // Told already by the commit's own statement (its notice goes out when it commits).
      if (change.kind === 'update' && change.relayed) return;
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
