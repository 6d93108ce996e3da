import type { Actor } from '@cubewright/core/cube';
import { viewFor } from '@cubewright/core/draft';
import {
  type DraftSubscribeAck,
  type DraftUpdateMessage,
  describeMessageError,
  draftPickMessageSchema,
  draftSubscribeSchema,
} from '@cubewright/core/protocol';
import type { DraftChatMessage } from '@cubewright/core/protocol/draft-lobby';
import { HttpError } from '../http/errors';
import { statusOf } from '../services/drafts/draft-log';
import type { DraftChange, DraftService } from '../services/drafts/draft-service';
import { seatRowsOf } from '../services/drafts/summary';

// Draft rooms, independent of the transport like the cube rooms: a connection is `{ emit }`. Only a
// seated player may subscribe, and each subscriber receives its own seat's view and nothing else (plus
// lobby changes and the lobby chat, which every seat shares).

export interface DraftConnection {
  readonly id: string;
  readonly actor: Actor | null;
  emit(type: string, message: object): void;
}

type Reply = (ack: object) => void;

interface Sub {
  conn: DraftConnection;
  seat: number;
}

/** Messages one connection may send per second (picks, subscribes); more are refused. */
const RATE_PER_SECOND = 20;

export class DraftRooms {
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

  close(): void {
    this.closed = true;
    this.stopListening();
    this.rooms.clear();
  }

  disconnect(connId: string): void {
    for (const [id, room] of this.rooms) {
      room.delete(connId);
      if (room.size === 0) this.rooms.delete(id);
    }
    this.budget.delete(connId);
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

  /** Handles one `draft:*` message; every outcome goes back through the ack. */
  async receive(
    conn: DraftConnection,
    type: string,
    payload: unknown,
    reply: Reply = () => {},
  ): Promise<void> {
    try {
      if (!this.allowed(conn.id))
        return reply({ ok: false, error: 'Too many messages; slow down.', code: 'rate_limited' });
      if (!conn.actor) return reply({ ok: false, error: 'Sign in to draft', code: 'unauthenticated' });
      if (type === 'draft:subscribe') return reply(await this.subscribe(conn, payload));
      if (type === 'draft:unsubscribe') {
        const parsed = draftSubscribeSchema.safeParse(payload);
        if (parsed.success) this.rooms.get(parsed.data.draftId)?.delete(conn.id);
        return reply({ ok: true });
      }
      if (type === 'draft:pick') {
        const parsed = draftPickMessageSchema.safeParse(payload);
        if (!parsed.success)
          return reply({ ok: false, error: describeMessageError(parsed.error), code: 'invalid_message' });
        const { draftId, ...pick } = parsed.data;
        const { outcome } = await this.service.pickOnly(conn.actor.id, draftId, pick);
        return reply({ ok: true, version: outcome.folded.seq, duplicate: outcome.duplicate });
      }
      reply({ ok: false, error: `Unknown message type "${type}"`, code: 'invalid_message' });
    } catch (err) {
      if (err instanceof HttpError) return reply({ ok: false, error: err.message, code: err.code });
      this.service.log.error({ err, type }, 'draft message failed');
      reply({ ok: false, error: 'Something went wrong on our side. Please try again.', code: 'internal' });
    }
  }

  private async subscribe(conn: DraftConnection, payload: unknown): Promise<DraftSubscribeAck> {
    const parsed = draftSubscribeSchema.safeParse(payload);
    if (!parsed.success)
      return { ok: false, error: describeMessageError(parsed.error), code: 'invalid_message' };
    const { draftId } = parsed.data;
    const seat = await this.service.seatOf(draftId, conn.actor!.id);
    // Joined before reading, so a change committed meanwhile is delivered (and dropped if not newer).
    const room = this.rooms.get(draftId) ?? new Map<string, Sub>();
    this.rooms.set(draftId, room);
    room.set(conn.id, { conn, seat });
    const { status, folded } = await this.service.latest(draftId);
    return {
      ok: true,
      version: folded?.seq ?? 0,
      status,
      view: folded ? viewFor(folded.state, seat) : null,
    };
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
      for (const sub of room.values()) this.send(sub, 'draft:lobby', { draftId: change.draftId });
      return;
    }
    if (change.kind === 'chat') {
      const message: DraftChatMessage = {
        type: 'draft:chat',
        draftId: change.draftId,
        message: change.message,
      };
      for (const sub of room.values()) this.send(sub, message.type, message);
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
      const message: DraftUpdateMessage = {
        type: 'draft:update',
        draftId: change.draftId,
        version: folded.seq,
        status,
        view,
      };
      this.send(sub, message.type, message);
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

  private send(sub: Sub, type: string, message: object) {
    try {
      sub.conn.emit(type, message);
    } catch (err) {
      this.service.log.error({ err, connection: sub.conn.id }, 'draft send failed');
    }
  }
}
