import type { Clock, TimerHandle } from '@cubewright/core/clock';
import type { Actor } from '@cubewright/core/cube';
import {
  type AnyDraftState,
  type AnySeatView,
  anyViewFor,
  anyWatchFor,
  type WatchReveal,
} from '@cubewright/core/draft/modes';
import {
  countersOnly,
  type DraftActBody,
  type DraftLifecycle,
  type RealtimeRefusal,
  type ServerMessage,
  viewChange,
} from '@cubewright/core/protocol';
import { unauthenticated } from '../http/errors';
import type { ActionOutcome, Folded } from '../services/drafts/draft-log';
import { statusOf } from '../services/drafts/draft-log';
import type { CommitRelay } from '../services/drafts/group-commit';
import { PRESENCE_REFRESH_MS } from '../services/drafts/presence';
import { SPECTATORS_CANNOT_ACT, type WatchRules } from '../services/drafts/spectators';
import type { DraftChange } from '../services/events/app-events';
import type { MessageHandler, MessageHandlers, RealtimeConnection } from './connection';
import type { RoomSet } from './message-router';

// Draft rooms, independent of the transport like the cube rooms: a connection is `{ send, close }`
// and messages arrive parsed (message-router.ts). Only a seated player may subscribe, and each
// subscriber receives its own seat's view and nothing else (plus lobby changes and the lobby chat,
// which every seat shares). A seat's view, of any mode, goes whole once (the subscribe ack, or the first
// `draft:view`) and then as deltas from the last version this connection was sent (ADR 0035, 0063); a
// delta that only moves other seats' pack counters waits up to HOLD_COUNTERS_MS for the seat's own next
// change. A seat acts with one message for every mode, `draft:act`, answered once the act is durable.
// The rooms hold no draft rules: seats, views and picks are the table's (services/drafts/play.ts),
// whose refusals the router turns into acks; changes arrive from the event bus (realtime.ts) and from
// other instances (draft-gateway.ts) through `deliver`.

/** What the rooms use of the draft table (services/drafts/play.ts's DraftPlay). */
export interface DraftTable {
  /** The user's seat; throws a 403 HttpError for anyone not seated. */
  seatOf(draftId: string, userId: string): Promise<number>;
  /** Every seated user's seat, read now: user id -> seat. */
  seatsNow(draftId: string): Promise<Map<string, number>>;
  latest(draftId: string): Promise<{ status: DraftLifecycle; folded: Folded | null }>;
  /** Seats present while their players' sockets are in the room (services/drafts/presence.ts). */
  readonly presence: {
    arrived(draftId: string, userId: string): Promise<void>;
    left(draftId: string, userId: string): Promise<void>;
    stillHere(seats: readonly { draftId: string; userId: string }[]): Promise<void>;
  };
  /** Spectators (services/drafts/spectators.ts): who may watch, with what reveal, and their presence. */
  readonly spectators: {
    /** `invite`: the host's link's token, which admits whoever cannot view the cube (as over HTTP). */
    admit(draftId: string, actor: Actor, invite?: string): Promise<WatchReveal>;
    rules(draftId: string): Promise<WatchRules>;
    arrived(draftId: string, userId: string): Promise<void>;
    left(draftId: string, userId: string): Promise<void>;
    stillHere(watchers: readonly { draftId: string; userId: string }[]): Promise<void>;
  };
  /**
   * How the table's commits tell the other instances themselves (the gateway sets it once attached on
   * PostgreSQL, and clears it when it closes; group-commit.ts, ADR 0084).
   */
  commitRelay?: CommitRelay | null;
  /** Commits a seat's act (or refuses it as POST /act does); resolves once it is durable. */
  actOnly(userId: string, draftId: string, act: DraftActBody): Promise<{ outcome: ActionOutcome }>;
}

type DraftMessageType = 'draft:subscribe' | 'draft:unsubscribe' | 'draft:act';

interface Sub {
  conn: RealtimeConnection;
  /** The subscriber's seat; null for a spectator, who is sent the spectator view with `reveal`. */
  seat: number | null;
  reveal: WatchReveal | null;
  /**
   * The newest view this connection was sent (ack or push) and its version: the next delta's base. The client keeps the newest it received of the same messages, in the same order, so the two
   * agree unless the client took a view over HTTP; then it subscribes again for a full one.
   */
  sent: { version: number; seen: AnySeatView } | null;
  /**
   * A newer view held back because it only moved other seats' pack counters: sent with the seat's next
   * change of its own, or when the room's hold ends (HOLD_COUNTERS_MS), whichever comes first.
   */
  held: { version: number; status: DraftLifecycle; seen: AnySeatView } | null;
}

/** Messages one connection may send per second (acts, subscribes); more are refused. */
const RATE_PER_SECOND = 20;

/**
 * How long a delta that only moves other seats' "packs waiting" counters may wait for the seat's own next
 * change (ADR 0035, addendum 2; ADR 0084). Most pushes of a busy draft are such counters (a pick moves two
 * seats' counters, so all eight seats hear of it), and each push is a socket write per seat: held back,
 * they ride along with the seat's next pack or pick, and a seat with nothing of its own happening hears
 * the counters of the whole hold in one frame. At 500 ms a human-paced table (a pick every 1-4 s per
 * seat) still sent each waiting seat a counters frame for about every pick; at 2 s most counters ride
 * with the seat's own next change, which comes every pick or two.
 */
export const HOLD_COUNTERS_MS = 2000;

/** What a subscriber is sent of a state: its seat's view, or a spectator's (ADR 0073). */
function viewOf(sub: Sub, state: AnyDraftState): AnySeatView | null {
  return sub.seat === null ? anyWatchFor(state, sub.reveal ?? { delay: null }) : anyViewFor(state, sub.seat);
}

export class DraftRooms implements RoomSet {
  private readonly rooms = new Map<string, Map<string, Sub>>();
  private readonly budget = new Map<string, { second: number; used: number }>();
  /** Seat re-reads in flight per draft; updates wait for them (see reseat). */
  private readonly reseating = new Map<string, Promise<void>>();
  /** Per draft, the timer that sends the held counter deltas (one per room, not one per seat). */
  private readonly holds = new Map<string, TimerHandle>();
  private closed = false;
  /** Stamps the connected players' seats present (one statement per refresh for the instance). */
  private readonly presenceTimer: TimerHandle;

  constructor(
    private readonly table: DraftTable,
    private readonly log: { error(obj: object, msg: string): void },
    /** The rate budget's seconds, the counters' hold and the presence refresh (tests move it). */
    private readonly clock: Clock,
  ) {
    this.presenceTimer = clock.setInterval(() => this.refreshPresence(), PRESENCE_REFRESH_MS);
    this.presenceTimer.unref();
  }

  /** Keeps every player connected here present (the lobby's seat list; presence.ts). */
  private refreshPresence() {
    const seats: { draftId: string; userId: string }[] = [];
    const watchers: { draftId: string; userId: string }[] = [];
    for (const [draftId, room] of this.rooms) {
      const users = new Map<string, boolean>();
      for (const sub of room.values()) if (sub.conn.actor) users.set(sub.conn.actor.id, sub.seat === null);
      for (const [userId, watching] of users) (watching ? watchers : seats).push({ draftId, userId });
    }
    const failed = (err: unknown) => {
      if (!this.closed) this.log.error({ err }, 'refreshing draft presence failed');
    };
    this.table.presence.stillHere(seats).catch(failed);
    this.table.spectators.stillHere(watchers).catch(failed);
  }

  /** The player's socket joined or left a room: present, or away once no socket of theirs is in it. */
  private presenceChanged(draftId: string, userId: string, here: boolean, watching: boolean) {
    const room = this.rooms.get(draftId);
    if (!here && [...(room?.values() ?? [])].some((s) => s.conn.actor?.id === userId)) return;
    const list = watching ? this.table.spectators : this.table.presence;
    const change = here ? list.arrived(draftId, userId) : list.left(draftId, userId);
    change.catch((err) => {
      if (!this.closed) this.log.error({ err, draftId }, 'draft presence failed');
    });
  }

  readonly handlers: Pick<MessageHandlers, DraftMessageType> = {
    'draft:subscribe': this.seated(async (conn, { draftId, watch, invite }, reply) => {
      // A spectator (ADR 0073) holds no seat: admitted by the lobby's watching rules, with their reveal;
      // the invite token lets in whoever cannot view the cube, exactly as GET /watch?invite= does.
      const reveal = watch ? await this.table.spectators.admit(draftId, conn.actor!, invite) : null;
      const seat = reveal ? null : await this.table.seatOf(draftId, conn.actor!.id);
      // Joined before reading, so a change committed meanwhile is delivered (and dropped if not newer).
      const room = this.rooms.get(draftId) ?? new Map<string, Sub>();
      this.rooms.set(draftId, room);
      // A subscribe again (a client asking for a full view) starts the connection's deltas afresh.
      const sub: Sub = { conn, seat, reveal, sent: null, held: null };
      const joined = room.get(conn.id)?.seat !== seat;
      room.set(conn.id, sub);
      if (joined) this.presenceChanged(draftId, conn.actor!.id, true, seat === null);
      const { status, folded } = await this.table.latest(draftId);
      const version = folded?.seq ?? 0;
      const seen = folded ? viewOf(sub, folded.state) : null;
      if (seen) this.sentNow(sub, version, seen);
      reply({ ok: true, version, status, seen });
    }),
    'draft:unsubscribe': this.seated((conn, { draftId }, reply) => {
      const sub = this.rooms.get(draftId)?.get(conn.id);
      if (sub && this.rooms.get(draftId)?.delete(conn.id))
        this.presenceChanged(draftId, conn.actor!.id, false, sub.seat === null);
      reply({ ok: true });
    }),
    // The ack follows the commit; the seat's new view comes as a draft:view push, usually before it.
    'draft:act': this.seated(async (conn, { type: _, draftId, ...act }, reply) => {
      // Known here without a read: this connection watches the draft (the table says the same by HTTP).
      if (this.rooms.get(draftId)?.get(conn.id)?.seat === null)
        return reply({ ok: false, error: SPECTATORS_CANNOT_ACT, code: 'forbidden' });
      const { outcome } = await this.table.actOnly(conn.actor!.id, draftId, act);
      reply({ ok: true, version: outcome.folded.seq, duplicate: outcome.duplicate });
    }),
  };

  /** Every draft message: within the connection's rate budget, from a signed-in user. */
  private seated<T extends DraftMessageType>(handler: MessageHandler<T>): MessageHandler<T> {
    return (conn, message, reply) => {
      // Every draft ack type includes the refusal; TypeScript cannot see it through the generic T.
      const refuse = reply as (ack: RealtimeRefusal) => void;
      if (!this.allowed(conn.id))
        return refuse({ ok: false, error: 'Too many messages; slow down.', code: 'rate_limited' });
      if (!conn.actor) throw unauthenticated('Sign in to draft');
      return handler(conn, message, reply);
    };
  }

  close(): void {
    this.closed = true;
    this.clock.clear(this.presenceTimer);
    this.rooms.clear();
    for (const timer of this.holds.values()) this.clock.clear(timer);
    this.holds.clear();
  }

  disconnect(conn: RealtimeConnection): void {
    for (const [id, room] of this.rooms) {
      const sub = room.get(conn.id);
      if (!sub || !room.delete(conn.id)) continue;
      if (room.size === 0) this.rooms.delete(id);
      if (conn.actor && !this.closed) this.presenceChanged(id, conn.actor.id, false, sub.seat === null);
    }
    this.budget.delete(conn.id);
  }

  subscriberCount(draftId: string): number {
    return this.rooms.get(draftId)?.size ?? 0;
  }

  private allowed(connId: string): boolean {
    const second = Math.floor(this.clock.now() / 1000);
    const b = this.budget.get(connId);
    if (!b || b.second !== second) {
      this.budget.set(connId, { second, used: 1 });
      return true;
    }
    b.used++;
    return b.used <= RATE_PER_SECOND;
  }

  /** Sends each local subscriber its own seat's view of the change (never throws: failures are logged). */
  deliver(change: DraftChange): void {
    this.fanOut(change).catch((err) => {
      // A delivery still reading when the instance shut down: its sockets are gone, nothing is lost.
      if (!this.closed) this.log.error({ err, change }, 'draft delivery failed');
    });
  }

  private async fanOut(change: DraftChange): Promise<void> {
    const room = this.rooms.get(change.draftId);
    if (!room?.size) return;
    if (change.kind === 'lobby') {
      const before = [...room.values()];
      const done = this.reseat(change.draftId, room);
      this.reseating.set(change.draftId, done);
      await done;
      if (this.reseating.get(change.draftId) === done) this.reseating.delete(change.draftId);
      // Whoever the change took out of the room (a kick) hears it too: their page shows they lost the seat.
      for (const sub of before) this.send(sub, { type: 'draft:lobby', draftId: change.draftId });
      return;
    }
    if (change.kind === 'chat') {
      for (const sub of room.values())
        this.send(sub, { type: 'draft:chat', draftId: change.draftId, message: change.message });
      return;
    }
    // Only a lobby change's re-read of the seats is waited for: most versions go out in the same turn.
    const reseating = this.reseating.get(change.draftId);
    if (reseating) await reseating;
    // A change committed here carries its state; one from another instance is read back.
    const { status, folded } = change.committed
      ? { status: statusOf(change.committed.state), folded: change.committed }
      : await this.table.latest(change.draftId);
    if (!folded) return;
    const draftId = change.draftId;
    const version = folded.seq;
    for (const sub of room.values()) {
      // This connection already has this version or a newer one (a late read, a subscribe meanwhile).
      if (sub.sent && sub.sent.version >= version) continue;
      if (sub.held && sub.held.version >= version) continue;
      const seen = viewOf(sub, folded.state);
      if (!seen) continue;
      const before = sub.sent;
      const change = before && viewChange(before.seen, seen);
      if (!before || !change) {
        sub.held = null;
        this.sentNow(sub, version, seen);
        this.send(sub, { type: 'draft:view', draftId, version, status, seen });
        continue;
      }
      if (status === 'running' && sub.seat !== null && countersOnly(change, sub.seat)) {
        sub.held = { version, status, seen };
        this.holdCounters(draftId);
        continue;
      }
      // The seat's own change: it carries any counters held back too (the delta is from `sent`).
      sub.held = null;
      this.sentNow(sub, version, seen);
      this.send(sub, { type: 'draft:view', draftId, base: before.version, version, status, delta: change });
    }
  }

  /** Starts the room's hold, unless one runs: when it ends, every held delta of the room is sent. */
  private holdCounters(draftId: string) {
    if (this.holds.has(draftId)) return;
    const timer = this.clock.setTimeout(() => {
      this.holds.delete(draftId);
      for (const sub of this.rooms.get(draftId)?.values() ?? []) this.sendHeld(draftId, sub);
    }, HOLD_COUNTERS_MS);
    timer.unref();
    this.holds.set(draftId, timer);
  }

  private sendHeld(draftId: string, sub: Sub) {
    const held = sub.held;
    sub.held = null;
    const before = sub.sent;
    if (!held || !before || before.version >= held.version) return;
    const change = viewChange(before.seen, held.seen);
    this.sentNow(sub, held.version, held.seen);
    this.send(
      sub,
      change
        ? {
            type: 'draft:view',
            draftId,
            base: before.version,
            version: held.version,
            status: held.status,
            delta: change,
          }
        : { type: 'draft:view', draftId, version: held.version, status: held.status, seen: held.seen },
    );
  }

  /** Records the view a connection is being sent, unless it was sent a newer one (the client drops it). */
  private sentNow(sub: Sub, version: number, seen: AnySeatView) {
    if (!sub.sent || sub.sent.version < version) sub.sent = { version, seen };
  }

  /**
   * Lobby changes move people (random seating, a kick, empty open seats closing up at the start): each
   * subscriber's seat is read again, and whoever lost theirs leaves the room, so no one is ever sent the
   * view of a seat that is not theirs. If the read fails the room is emptied rather than left stale.
   */
  private async reseat(draftId: string, room: Map<string, Sub>): Promise<void> {
    try {
      const seats = await this.table.seatsNow(draftId);
      const watching = [...room.values()].some((s) => s.seat === null);
      const rules = watching ? await this.table.spectators.rules(draftId) : null;
      for (const [connId, sub] of room) {
        if (sub.seat === null) {
          if (!this.keepsWatching(sub, rules)) room.delete(connId);
          continue;
        }
        const mine = sub.conn.actor && seats.get(sub.conn.actor.id);
        if (mine !== undefined && mine !== null) {
          // A view held for the seat it had is not this seat's.
          if (sub.seat !== mine) sub.held = null;
          sub.seat = mine;
        } else room.delete(connId);
      }
    } catch (err) {
      this.log.error({ err, draftId }, 'reading draft seats failed; the room is emptied');
      room.clear();
    }
  }

  /**
   * A spectator stays while watching is on and the host has not removed them (nor seated them); the
   * reveal is read again, since the host may change it in the lobby.
   */
  private keepsWatching(sub: Sub, rules: WatchRules | null): boolean {
    const user = sub.conn.actor?.id;
    if (!rules?.reveal || !user || rules.barred.has(user)) return false;
    if (sub.reveal?.delay !== rules.reveal.delay) sub.held = null;
    sub.reveal = rules.reveal;
    return true;
  }

  private send(sub: Sub, message: ServerMessage) {
    try {
      sub.conn.send(message);
    } catch (err) {
      this.log.error({ err, connection: sub.conn.id }, 'draft send failed');
    }
  }
}
