import {
  ackSchemas,
  type ClientMessageType,
  clientMessageSchema,
  describeInputIssue,
  describeMessageError,
  inputIssue,
} from '@cubewright/core/protocol';
import { HttpError } from '../http/errors';
import type { MessageHandler, MessageHandlers, RealtimeConnection } from './connection';

// The one door of every client message, whatever the transport: the frame is checked against the same
// input rules as HTTP, parsed once with the protocol's clientMessageSchema and handed to the handler of
// its type. Rooms receive only parsed messages; a malformed frame never reaches them. A refusal a
// handler throws as an HttpError (not seated, wrong pick...) becomes the ack's error and code.

/** Why a frame was rejected before any room saw it: the label of `realtime_rejected_total`. */
export type RejectReason = 'input_rules' | 'unknown_type' | 'invalid_fields';

/** Rooms plugged into the router: their handlers, and what they do when a connection opens or ends. */
export interface RoomSet {
  readonly handlers: Partial<MessageHandlers>;
  connect?(conn: RealtimeConnection): void;
  disconnect(conn: RealtimeConnection): void;
}

export interface RouterDeps {
  log: { error(obj: object, msg: string): void };
  /** Counts a rejected frame (the metric). */
  rejected(reason: RejectReason): void;
}

const INTERNAL = 'Something went wrong on our side. Please try again.';

type AnyReply = (ack: unknown) => void;

export class MessageRouter {
  private readonly handlers: Partial<MessageHandlers>;

  constructor(
    private readonly roomSets: readonly RoomSet[],
    private readonly deps: RouterDeps,
  ) {
    this.handlers = Object.assign({}, ...roomSets.map((r) => r.handlers));
  }

  connect(conn: RealtimeConnection): void {
    for (const rooms of this.roomSets) rooms.connect?.(conn);
  }

  disconnect(conn: RealtimeConnection): void {
    for (const rooms of this.roomSets) rooms.disconnect(conn);
  }

  /** A socket.io frame: the event name is the message type, the first argument its fields. */
  receiveFrame(conn: RealtimeConnection, type: unknown, payload: unknown, reply?: AnyReply): Promise<void> {
    const message =
      payload && typeof payload === 'object' && !Array.isArray(payload)
        ? { ...payload, type }
        : { type, payload };
    return this.receive(conn, message, reply);
  }

  /** Parses one raw client message and dispatches it by type; nothing a client sends throws out of here. */
  async receive(conn: RealtimeConnection, raw: unknown, reply: AnyReply = () => {}): Promise<void> {
    const issue = inputIssue(raw);
    if (issue) {
      return this.reject(
        conn,
        reply,
        'input_rules',
        describeInputIssue(issue).replace('Invalid request', 'Invalid message'),
      );
    }
    const parsed = clientMessageSchema.safeParse(raw);
    if (!parsed.success) {
      const type = (raw as { type?: unknown } | null)?.type;
      const known = typeof type === 'string' && Object.hasOwn(ackSchemas, type);
      return this.reject(
        conn,
        reply,
        known ? 'invalid_fields' : 'unknown_type',
        describeMessageError(parsed.error),
      );
    }
    const message = parsed.data;
    const handler = this.handlers[message.type] as MessageHandler<ClientMessageType> | undefined;
    if (!handler)
      return this.reject(
        conn,
        reply,
        'unknown_type',
        `Invalid message: Unknown message type "${message.type}"`,
      );
    try {
      await handler(conn, message as never, reply as never);
    } catch (err) {
      if (err instanceof HttpError && err.statusCode < 500) {
        return reply({ ok: false, error: err.message, code: err.code });
      }
      this.deps.log.error({ err, type: message.type }, 'realtime message failed');
      this.safeSend(conn, { type: 'error', message: INTERNAL, code: 'internal' });
      reply({ ok: false, error: INTERNAL, code: 'internal' });
    }
  }

  private reject(conn: RealtimeConnection, reply: AnyReply, reason: RejectReason, error: string): void {
    this.deps.rejected(reason);
    this.safeSend(conn, { type: 'error', message: error, code: 'invalid_message' });
    reply({ ok: false, error, code: 'invalid_message' });
  }

  private safeSend(conn: RealtimeConnection, message: Parameters<RealtimeConnection['send']>[0]) {
    try {
      conn.send(message);
    } catch (err) {
      this.deps.log.error({ err, connection: conn.id }, 'realtime send failed');
    }
  }
}
