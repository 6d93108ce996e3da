import {
  ackSchemas,
  type ClientMessageOf,
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

/** clientMessageSchema's bounds of a draft:act (protocol/realtime.ts, draft-act.ts). */
const MAX_DRAFT_ID = 64;
const MAX_SEQ = 10_000;

const INTERNAL = 'Something went wrong on our side. Please try again.';

type AnyReply = (ack: unknown) => void;

/**
 * A `draft:act` that clientMessageSchema would take as it is, checked by hand: the one message every pick
 * sends, so the schema's general walk was a visible share of a pick's CPU (ADR 0085). It answers the
 * message the schema would (the same fields; `move` is any value, checked by the mode), or null for
 * anything else, which the schema then parses and, if bad, describes exactly as before.
 */
export function wellFormedAct(raw: unknown): ClientMessageOf<'draft:act'> | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const m = raw as { type?: unknown; draftId?: unknown; seq?: unknown; move?: unknown };
  // The schema wants `move` there, whatever its value (the mode checks it).
  if (m.type !== 'draft:act' || !('move' in m)) return null;
  const { draftId, seq } = m;
  if (typeof draftId !== 'string' || draftId.length < 1 || draftId.length > MAX_DRAFT_ID) return null;
  if (typeof seq !== 'number' || !Number.isInteger(seq) || seq < 0 || seq > MAX_SEQ) return null;
  return { type: 'draft:act', draftId, seq, move: m.move };
}

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
    const act = wellFormedAct(raw);
    const parsed = act ? { success: true as const, data: act } : clientMessageSchema.safeParse(raw);
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
