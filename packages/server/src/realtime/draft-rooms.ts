import { viewFor } from '@cubewright/core/draft';
import type { RealtimeRefusal, ServerMessage } from '@cubewright/core/protocol';
import { unauthenticated } from '../http/errors';
import { statusOf } from '../services/drafts/draft-log';
import type { DraftChange, DraftService } from '../services/drafts/draft-service';
import { seatRowsOf } from '../services/drafts/summary';
import type { MessageHandler, MessageHandlers, RealtimeConnection } from './connection';
import type { RoomSet } from './message-router';

// Draft rooms, independent of the transport like the cube rooms: a connection is `{ send, close }`
// and messages arrive parsed (message-router.ts). Only a seated player may subscribe, and each
// subscriber receives its own seat's view and nothing else (plus lobby changes and the lobby chat,
// which every seat shares).

interface Sub {
  conn: RealtimeConnection;
  seat: number;
}

/** Messages one connection may send per second (picks, subscribes); more are refused. */
const RATE_PER_SECOND = 20;

export class DraftRooms implements RoomSet {
  private readonly rooms = new Map<string, Map<string, Sub>>();
  private readonly budget = new Map<string, { second: number; used: number }>();
  /** Seat re-reads in flight per draft; updates wait for them (see reseat). */
  private readonly reseating = new Map<string, Promise<void>>();
  private readonly stopListening: () => void;

  constructor(private readonly service: DraftService) {
    this.stopListening = service.onChange((change) => {
      void this.deliver(change).catch((err) => {
        // A delivery still reading when the instance shut down: its sockets are gone, nothing is lost.
        if (!this.closed) service.log.error({ err, change }, 'draft delivery failed');
      });
    });
  }

  private closed = false;

  readonly handlers: Pick<MessageHandlers, 'draft:subscribe' | 'draft:unsubscribe' | 'draft:pick'> = {
    'draft:subscribe': this.seated(async (conn, { draftId }, reply) => {
      const seat = await this.service.seatOf(draftId, conn.actor!.id);
      // Joined before reading, so a change committed meanwhile is delivered (and dropped if not newer).
      const room = this.rooms.get(draftId) ?? new Map<string, Sub>();
      this.rooms.set(draftId, room);
      room.set(conn.id, { conn, seat });
      const { status, folded } = await this.service.latest(draftId);
      reply({
        ok: true,
        version: folded?.seq ?? 0,
        status,
        view: folded ? viewFor(folded.state, seat) : null,
      });
    }),
    'draft:unsubscribe': this.seated((conn, { draftId }, reply) => {
      this.rooms.get(draftId)?.delete(conn.id);
      reply({ ok: true });
    }),
    'draft:pick': this.seated(async (conn, { type: _, draftId, ...pick }, reply) => {
      const { outcome } = await this.service.pickOnly(conn.actor!.id, draftId, pick);
      reply({ ok: true, version: outcome.folded.seq, duplicate: outcome.duplicate });
    }),
  };

  /** Every draft message: within the connection's rate budget, from a signed-in user. */
  private seated<T extends 'draft:subscribe' | 'draft:unsubscribe' | 'draft:pick'>(
    handler: MessageHandler<T>,
  ): MessageHandler<T> {
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
    this.stopListening();
    this.rooms.clear();
  }

  disconnect(conn: RealtimeConnection): void {
    for (const [id, room] of this.rooms) {
      room.delete(conn.id);
      if (room.size === 0) this.rooms.delete(id);
    }
    this.budget.delete(conn.id);
  }

  subscriberCount(draftId: string): number {
    return this.rooms.get(draftId)?.size ?? 0;
  }

  private allowed(connId: string): boolean {
    const second = Math.floor(Date.now() / 1000);
    const b = this.budget.get(connId);
    if (!b || b.second !== second) {
      this.budget.set(connId, { second, used: 1 });
      return true;
    }
    b.used++;
    return b.used <= RATE_PER_SECOND;
  }

  /** Sends each local subscriber its own seat's view of the draft's latest version. */
  private async deliver(change: DraftChange): Promise<void> {
    const room = this.rooms.get(change.draftId);
    if (!room?.size) return;
    if (change.kind === 'lobby') {
      const done = this.reseat(change.draftId, room);
      this.reseating.set(change.draftId, done);
      await done;
      if (this.reseating.get(change.draftId) === done) this.reseating.delete(change.draftId);
      for (const sub of room.values()) this.send(sub, { type: 'draft:lobby', draftId: change.draftId });
      return;
    }
    if (change.kind === 'chat') {
      for (const sub of room.values())
        this.send(sub, { type: 'draft:chat', draftId: change.draftId, message: change.message });
      return;
    }
    await this.reseating.get(change.draftId);
    // A change committed here carries its state; one from another instance is read back.
    const { status, folded } = change.committed
      ? { status: statusOf(change.committed.state), folded: change.committed }
      : await this.service.latest(change.draftId);
    if (!folded) return;
    for (const sub of room.values()) {
      const view = viewFor(folded.state, sub.seat);
      if (!view) continue;
      this.send(sub, { type: 'draft:update', draftId: change.draftId, version: folded.seq, status, view });
    }
  }

  /**
   * Lobby changes move people (random seating, a kick, empty open seats closing up at the start): each
   * subscriber's seat is read again, and whoever lost theirs leaves the room, so no one is ever sent the
   * view of a seat that is not theirs. If the read fails the room is emptied rather than left stale.
   */
  private async reseat(draftId: string, room: Map<string, Sub>): Promise<void> {
    try {
      const rows = await seatRowsOf(this.service.db, draftId);
      for (const [connId, sub] of room) {
        const mine = rows.find((r) => r.userId === sub.conn.actor?.id);
        if (mine) sub.seat = mine.seat;
        else room.delete(connId);
      }
    } catch (err) {
      this.service.log.error({ err, draftId }, 'reading draft seats failed; the room is emptied');
      room.clear();
    }
  }

  private send(sub: Sub, message: ServerMessage) {
    try {
      sub.conn.send(message);
    } catch (err) {
      this.service.log.error({ err, connection: sub.conn.id }, 'draft send failed');
    }
  }
}
