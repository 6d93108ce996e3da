import { CUBE_NOT_FOUND, type CubeAccess, canView } from '@cubewright/core/cube';
import {
  type CubeChangedMessage,
  REALTIME_SUBSCRIPTIONS_MAX,
  type ServerMessage,
  SUBSCRIBE_NOT_FOUND,
} from '@cubewright/core/protocol';
import type { MessageHandler, MessageHandlers, RealtimeConnection } from './connection';
import type { RoomSet } from './message-router';

// Cube rooms, independent of the transport: a connection is `{ send, close }` (connection.ts), so these
// rules are tested in process without ports. Messages arrive parsed (message-router.ts). The rooms hold
// no cube rules of their own: viewing is the core policy's canView, asked at subscribe time and on recheck.

/** What a room needs to know about its cube; null when the cube does not exist. */
export interface RoomState {
  access: CubeAccess;
  /** The room's latest event version (0 before the first event). */
  version: number;
}

export interface RoomsDeps {
  loadRoom(cubeId: string): Promise<RoomState | null>;
  log: { error(obj: object, msg: string): void };
}

/** While a subscribe waits for the database, events for it are queued rather than lost or sent early. */
interface Subscription {
  conn: RealtimeConnection;
  queue: CubeChangedMessage[] | null;
}

export class CubeRooms implements RoomSet {
  private readonly rooms = new Map<string, Map<string, Subscription>>();
  /** Cube ids each open connection watches. */
  private readonly watching = new Map<string, Set<string>>();

  constructor(private readonly deps: RoomsDeps) {}

  readonly handlers: Pick<MessageHandlers, 'cube:subscribe' | 'cube:unsubscribe'> = {
    'cube:subscribe': (conn, msg, reply) => this.subscribe(conn, msg, reply),
    'cube:unsubscribe': (conn, msg, reply) => {
      this.leave(conn.id, msg.cubeId);
      reply({ ok: true });
    },
  };

  connect(conn: RealtimeConnection): void {
    this.watching.set(conn.id, new Set());
  }

  disconnect(conn: RealtimeConnection): void {
    for (const cubeId of this.watching.get(conn.id) ?? []) this.leave(conn.id, cubeId);
    this.watching.delete(conn.id);
  }

  /** Number of local subscribers of a cube (for tests and metrics). */
  subscriberCount(cubeId: string): number {
    return this.rooms.get(cubeId)?.size ?? 0;
  }

  private readonly subscribe: MessageHandler<'cube:subscribe'> = async (conn, msg, reply) => {
    const watched = this.watching.get(conn.id);
    if (!watched) return; // closed meanwhile
    if (!watched.has(msg.cubeId) && watched.size >= REALTIME_SUBSCRIPTIONS_MAX) {
      reply({
        ok: false,
        error: `A connection can watch at most ${REALTIME_SUBSCRIPTIONS_MAX} cubes at once`,
      });
      return;
    }
    const sub: Subscription = { conn, queue: [] };
    this.join(msg.cubeId, sub);
    let state: RoomState | null;
    try {
      state = await this.deps.loadRoom(msg.cubeId);
    } catch (err) {
      if (this.rooms.get(msg.cubeId)?.get(conn.id) === sub) this.leave(conn.id, msg.cubeId);
      throw err;
    }
    // Unsubscribed, disconnected or rechecked away while loading: this subscribe no longer stands.
    const current = this.rooms.get(msg.cubeId)?.get(conn.id) === sub;
    if (!current || !state || !canView(conn.actor, state.access)) {
      if (current) this.leave(conn.id, msg.cubeId);
      reply(SUBSCRIBE_NOT_FOUND);
      return;
    }
    const queued = sub.queue ?? [];
    sub.queue = null;
    reply({ ok: true, version: state.version });
    for (const event of queued) if (event.version > state.version) this.safeSend(conn, event);
  };

  /** Sends a committed change to the cube's local subscribers. */
  deliver(event: CubeChangedMessage): void {
    for (const sub of this.rooms.get(event.cubeId)?.values() ?? []) {
      if (sub.queue) sub.queue.push(event);
      else this.safeSend(sub.conn, event);
    }
  }

  /**
   * Asks the policy again for every local subscriber (after visibility, collaborator or deletion
   * changes); those who may no longer view the cube leave the room and are told, as "Cube not found".
   */
  async recheck(cubeId: string): Promise<void> {
    if (!this.subscriberCount(cubeId)) return;
    const state = await this.deps.loadRoom(cubeId);
    for (const [connId, sub] of [...(this.rooms.get(cubeId) ?? [])]) {
      if (state && canView(sub.conn.actor, state.access)) continue;
      this.leave(connId, cubeId);
      // A pending subscribe answers "Cube not found" itself when its load finishes.
      if (!sub.queue) this.safeSend(sub.conn, { type: 'cube:unsubscribed', cubeId, error: CUBE_NOT_FOUND });
    }
  }

  private join(cubeId: string, sub: Subscription) {
    const room = this.rooms.get(cubeId) ?? new Map<string, Subscription>();
    this.rooms.set(cubeId, room);
    room.set(sub.conn.id, sub);
    this.watching.get(sub.conn.id)?.add(cubeId);
  }

  private leave(connId: string, cubeId: string) {
    const room = this.rooms.get(cubeId);
    room?.delete(connId);
    if (room?.size === 0) this.rooms.delete(cubeId);
    this.watching.get(connId)?.delete(cubeId);
  }

  // One broken transport must not stop the others from getting the event.
  private safeSend(conn: RealtimeConnection, message: ServerMessage) {
    try {
      conn.send(message);
    } catch (err) {
      this.deps.log.error({ err, connection: conn.id }, 'realtime send failed');
    }
  }
}
