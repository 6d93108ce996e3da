import type { Actor } from '@cubewright/core/cube';
import type { AckOf, ClientMessageOf, ClientMessageType, ServerMessage } from '@cubewright/core/protocol';

// What every room sees of a client, whatever carries it: socket.io in gateway.ts, an in-memory pair in
// tests (test/memory-socket.ts). Rooms hold no transport, so they are tested without ports.

/** One client connection as the rooms see it. */
export interface RealtimeConnection {
  readonly id: string;
  /** The signed-in user when the connection was opened; null for a guest. */
  readonly actor: Actor | null;
  send(message: ServerMessage): void;
  close(): void;
}

/** Answers one client message (socket.io's ack callback). */
type Reply<T extends ClientMessageType> = (ack: AckOf<T>) => void;

/** What handles one client message type, given the message already parsed. */
export type MessageHandler<T extends ClientMessageType> = (
  conn: RealtimeConnection,
  message: ClientMessageOf<T>,
  reply: Reply<T>,
) => void | Promise<void>;

/** One handler per client message type: the gateway dispatches by `type` through this map. */
export type MessageHandlers = { [T in ClientMessageType]: MessageHandler<T> };
