import type { Actor } from '@cubewright/core/cube';
import { type ServerMessage, serverMessageSchema } from '@cubewright/core/protocol';
import type { RealtimeConnection } from '../src/realtime/connection';
import type { MessageRouter } from '../src/realtime/message-router';

// The in-memory socket pair of the realtime tests: a client end that sends frames into a router and
// records what the server sends back, with no socket.io and no ports. Each message crosses a JSON
// round trip and is parsed with the protocol's serverMessageSchema, exactly as the web client does, so
// a server message the protocol does not describe fails the test. `close()` is a disconnect.

let n = 0;

export interface MemoryClient {
  readonly conn: RealtimeConnection;
  /** Every server message received, in order (clear it with `inbox.length = 0`). */
  readonly inbox: ServerMessage[];
  /** Resolves once the inbox holds a message: at once when it already does, else on the next one. */
  received(): Promise<void>;
  /** Sends one whole message (`{ type, ...fields }`) and resolves with its ack. */
  ask<A = unknown>(raw: unknown): Promise<A>;
  /** Sends a frame as socket.io carries it (event name and fields) and resolves with its ack. */
  emit<A = unknown>(type: string, payload: unknown): Promise<A>;
  /** Sends one message and resolves once it has been handled, with the ack (for interleaving tests). */
  send(raw: unknown, onAck: (ack: unknown) => void): Promise<void>;
  readonly closed: boolean;
  close(): void;
}

/** Opens a connection on `router` as `actor` (null for a guest). */
export function memoryClient(router: MessageRouter, actor: Actor | null): MemoryClient {
  const inbox: ServerMessage[] = [];
  let waiting: (() => void)[] = [];
  let closed = false;
  const wire = <T>(value: T): T => (value === undefined ? value : JSON.parse(JSON.stringify(value)));
  const conn: RealtimeConnection = {
    id: `memory-${++n}`,
    actor,
    send(message) {
      if (closed) return;
      inbox.push(serverMessageSchema.parse(wire(message)));
      const woken = waiting;
      waiting = [];
      for (const wake of woken) wake();
    },
    close: () => client.close(),
  };
  router.connect(conn);
  const answered = <A>(run: (reply: (ack: unknown) => void) => Promise<void>) =>
    new Promise<A>((resolve, reject) => {
      let ack: unknown;
      run((a) => {
        ack = wire(a);
      }).then(() => resolve(ack as A), reject);
    });
  const client: MemoryClient = {
    conn,
    inbox,
    received: () =>
      inbox.length > 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)),
    ask: (raw) => answered((reply) => router.receive(conn, wire(raw), reply)),
    emit: (type, payload) => answered((reply) => router.receiveFrame(conn, type, wire(payload), reply)),
    send: (raw, onAck) => router.receive(conn, wire(raw), (a) => onAck(wire(a))),
    get closed() {
      return closed;
    },
    close() {
      if (closed) return;
      closed = true;
      router.disconnect(conn);
    },
  };
  return client;
}
