import { z } from 'zod';
import { CUBE_NOT_FOUND } from '../cube/messages';
import { anySeatViewSchema, anyViewDeltaSchema, draftActBodySchema } from './draft-act';
import { chatMessageSchema } from './draft-lobby';
import { DRAFT_STATUSES, inviteTokenSchema } from './drafts';
import { REALTIME_PROTOCOL_VERSION } from './realtime-constants';

export {
  liveVersionStep,
  REALTIME_PATH,
  REALTIME_PROTOCOL_VERSION,
  REALTIME_TRANSPORTS,
} from './realtime-constants';

/*
 * The realtime contract (server: packages/server/src/realtime). socket.io at REALTIME_PATH; the client
 * connects with `auth: { protocol: REALTIME_PROTOCOL_VERSION }` and its session cookie (guests allowed).
 * A socket.io event name is the message `type`; its first argument is the message object.
 *
 * Every message in both directions is in one of the two unions below (cube rooms, draft rooms and the
 * user's notifications alike); the server parses each incoming frame once, at the gateway, and the
 * web client parses what it receives with serverMessageSchema.
 *
 * Client -> server (ClientMessage), each answered through the socket.io ack callback:
 *   cube:subscribe    { cubeId }  -> SubscribeAck: { ok: true, version } | { ok: false, error: "Cube not found" }
 *   cube:unsubscribe  { cubeId }  -> { ok: true }
 *   draft:subscribe   { draftId } -> DraftSubscribeAck: { ok: true, version, status, seen } (seated players
 *                     only; `seen` the seat's whole view, of any mode: draft-act.ts)
 *   draft:subscribe   { draftId, watch: true, invite? } -> the same, as a spectator (ADR 0073): `seen` is
 *                     what the mode shows no seat in particular (lobby setting "spectators"; draft:act
 *                     refused); `invite`, the host's link's token, lets in whoever cannot view the cube,
 *                     as GET /api/drafts/:id/watch?invite= does (else "Draft not found", code not_found)
 *   draft:unsubscribe { draftId } -> { ok: true }
 *   draft:act         { draftId, seq, move } -> DraftActAck: { ok: true, version, duplicate } (every mode, a
 *                     booster pick included; acked once committed; `seq` from the view makes a resend a
 *                     no-op; the same refusals as POST /api/drafts/:id/act; ADR 0063)
 *   notifications:subscribe { unreadCount } -> { ok: true } (signed in only; see notificationsSubscribeSchema)
 * A refused message answers { ok: false, error, code? } (RealtimeRefusal); a malformed one also gets an
 * `error` event with code `invalid_message`.
 * Server -> client (ServerMessage):
 *   cube:changed          { cubeId, version, kind, by }  a save committed; refetch what `kind` names over HTTP
 *   cube:unsubscribed     { cubeId, error }              access was lost (visibility, collaborators, deletion)
 *   draft:view            { draftId, version, status, seen } | { draftId, base, version, status, delta }
 *                         a new draft version: the seat's own view, whole or as what changed since `base`
 *   draft:lobby           { draftId }                    the lobby changed (seats or status): refetch it
 *   draft:chat            { draftId, message }           a new lobby chat line
 *   notifications:changed { version, reason, unreadCount? }  (see notificationsChangedSchema)
 *   error                 { message, code }              a malformed or unknown message (the socket stays open)
 *
 * `version` increases by one per event in a cube's room. A client keeps the last version it saw (the
 * subscribe ack's to begin with), drops events at or below it, and refetches on a gap (liveVersionStep).
 *
 * A draft seat hears its view whole first (the subscribe ack, or a `draft:view` with `seen` when the
 * server has sent it no view yet) and `draft:view`s with deltas after: each names the version it applies
 * to (`base`, the last one the server sent this connection). A client holding another version asks for
 * a full view by sending `draft:subscribe` again (receiveDraftView in draft-view-stream.ts; ADR 0063).
 */

/** Cubes one connection may watch at once. */
export const REALTIME_SUBSCRIPTIONS_MAX = 50;

/** What a connection sends in socket.io's `auth` handshake field. */
export const realtimeHandshakeSchema = z.object({
  protocol: z.number({ error: 'The realtime handshake must name its protocol version' }).int(),
});
export type RealtimeHandshake = z.infer<typeof realtimeHandshakeSchema>;

/** The message for a client speaking another protocol version (it should reload the page). */
export function protocolMismatchMessage(got: unknown): string {
  return `Unsupported realtime protocol version ${String(got)} (the server speaks ${REALTIME_PROTOCOL_VERSION}); reload the page`;
}

const cubeIdSchema = z
  .string({ error: 'cubeId must be a string' })
  .min(1, 'cubeId is required')
  .max(64, 'cubeId is too long');

const draftIdSchema = z
  .string({ error: 'draftId must be a string' })
  .min(1, 'draftId is required')
  .max(64, 'draftId is too long');

/**
 * The client starts hearing its user's notifications (on every connect: events sent while no socket was
 * open are not replayed). It names the unread count its badge shows, which came with its session; the
 * server answers with a `notifications:changed` (reason `caught-up`) carrying the current count only
 * when the two differ, so a page load where nothing changed receives nothing (ADR 0048). The socket is
 * in its user's room from the handshake on, so events after this message are heard as usual.
 */
export const notificationsSubscribeSchema = z.object({
  type: z.literal('notifications:subscribe'),
  unreadCount: z.number({ error: 'unreadCount must be a number' }).int().min(0),
});

export const clientMessageSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('cube:subscribe'), cubeId: cubeIdSchema }),
    z.object({ type: z.literal('cube:unsubscribe'), cubeId: cubeIdSchema }),
    z.object({
      type: z.literal('draft:subscribe'),
      draftId: draftIdSchema,
      /** Watch as a spectator instead of playing one's seat (ADR 0073). */
      watch: z.literal(true).optional(),
      /** A spectator's invite token (the host's link), checked as GET /watch?invite= checks it. */
      invite: inviteTokenSchema,
    }),
    z.object({ type: z.literal('draft:unsubscribe'), draftId: draftIdSchema }),
    draftActBodySchema.extend({ type: z.literal('draft:act'), draftId: draftIdSchema }),
    notificationsSubscribeSchema,
  ],
  { error: (issue) => `Unknown message type ${JSON.stringify((issue.input as { type?: unknown })?.type)}` },
);
export type ClientMessage = z.infer<typeof clientMessageSchema>;
export type ClientMessageType = ClientMessage['type'];
/** The client message of one type. */
export type ClientMessageOf<T extends ClientMessageType> = Extract<ClientMessage, { type: T }>;

/** What changed in a save; the client refetches the matching resource. */
export const CUBE_CHANGE_KINDS = [
  'cards',
  'whitepaper',
  'revert',
  'settings',
  'collaborators',
  'jumpstart',
  'draft-formats',
  'records',
] as const;
export type CubeChangeKind = (typeof CUBE_CHANGE_KINDS)[number];

const userRefSchema = z.object({ id: z.string(), username: z.string() });

export const cubeChangedSchema = z.object({
  type: z.literal('cube:changed'),
  cubeId: z.string(),
  version: z.number().int().min(1),
  kind: z.enum(CUBE_CHANGE_KINDS),
  by: userRefSchema,
});
export type CubeChangedMessage = z.infer<typeof cubeChangedSchema>;

const versionSchema = z.number().int().min(0);

/**
 * A new version of a draft, as its seat sees it: whole (`seen`) or as what changed since version `base`
 * (`delta`); exactly one of the two. The same message for every mode (ADR 0063).
 */
export const draftViewSchema = z.object({
  type: z.literal('draft:view'),
  draftId: z.string(),
  version: versionSchema,
  status: z.enum(DRAFT_STATUSES),
  seen: anySeatViewSchema.optional(),
  base: versionSchema.optional(),
  delta: anyViewDeltaSchema.optional(),
});
export type DraftViewMessage = z.infer<typeof draftViewSchema>;

export const draftLobbySchema = z.object({ type: z.literal('draft:lobby'), draftId: z.string() });
export type DraftLobbyMessage = z.infer<typeof draftLobbySchema>;

export const draftChatSchema = z.object({
  type: z.literal('draft:chat'),
  draftId: z.string(),
  message: chatMessageSchema,
});
export type DraftChatMessage = z.infer<typeof draftChatSchema>;

/**
 * Per-user channel: every signed-in connection is in its user's room and hears `notifications:changed`
 * when that user's notifications change (new, read, deleted). `unreadCount` is the count after the
 * change when the server knows it; without it the client refetches GET /api/session. `version` is the
 * server's clock in ms: a client ignores an event older than the last one it applied, and refetches
 * after a reconnect (events sent while it was away are not replayed). Reason `caught-up` answers a
 * `notifications:subscribe` whose count was not the current one, to that connection only.
 */
export const notificationsChangedSchema = z.object({
  type: z.literal('notifications:changed'),
  version: versionSchema,
  reason: z.enum(['created', 'read', 'deleted', 'caught-up']),
  unreadCount: z.number().int().min(0).optional(),
});
export type NotificationsChangedMessage = z.infer<typeof notificationsChangedSchema>;

export const serverMessageSchema = z.discriminatedUnion('type', [
  cubeChangedSchema,
  z.object({ type: z.literal('cube:unsubscribed'), cubeId: z.string(), error: z.string() }),
  draftViewSchema,
  draftLobbySchema,
  draftChatSchema,
  notificationsChangedSchema,
  z.object({ type: z.literal('error'), message: z.string(), code: z.string() }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type ServerMessageType = ServerMessage['type'];
/** The server message of one type. */
export type ServerMessageOf<T extends ServerMessageType> = Extract<ServerMessage, { type: T }>;

/** Why the server refused a client message; `code` is machine-readable (invalid_message, forbidden...). */
export const realtimeRefusalSchema = z.object({
  ok: z.literal(false),
  error: z.string(),
  code: z.string().optional(),
});
export type RealtimeRefusal = z.infer<typeof realtimeRefusalSchema>;

export const subscribeAckSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), version: versionSchema }),
  realtimeRefusalSchema,
]);
export type SubscribeAck = z.infer<typeof subscribeAckSchema>;

export const draftSubscribeAckSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    version: versionSchema,
    status: z.enum(DRAFT_STATUSES),
    /** The seat's whole view (null before the start, and in sealed and jumpstart drafts). */
    seen: anySeatViewSchema.nullable(),
  }),
  realtimeRefusalSchema,
]);
export type DraftSubscribeAck = z.infer<typeof draftSubscribeAckSchema>;

/** An act's answer, once it is durable: its version, and whether it had been applied before (a resend). */
export const draftActAckSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), version: versionSchema, duplicate: z.boolean() }),
  realtimeRefusalSchema,
]);
export type DraftActAck = z.infer<typeof draftActAckSchema>;

/** The answer of a message that returns nothing but whether it was taken. */
const doneAckSchema = z.union([z.object({ ok: z.literal(true) }), realtimeRefusalSchema]);

/** The ack schema of each client message type: the web client parses every answer with it. */
export const ackSchemas = {
  'cube:subscribe': subscribeAckSchema,
  'cube:unsubscribe': doneAckSchema,
  'draft:subscribe': draftSubscribeAckSchema,
  'draft:unsubscribe': doneAckSchema,
  'draft:act': draftActAckSchema,
  'notifications:subscribe': doneAckSchema,
} satisfies Record<ClientMessageType, z.ZodType>;
/** The answer to a client message of type T. */
export type AckOf<T extends ClientMessageType> = z.infer<(typeof ackSchemas)[T]>;
export type RealtimeAck = AckOf<ClientMessageType>;

/** The subscribe answer for a cube that is missing or that the caller may not see (the same words). */
export const SUBSCRIBE_NOT_FOUND: SubscribeAck = { ok: false, error: CUBE_NOT_FOUND };

/** A readable one-line reason for a rejected client message, from its zod error. */
export function describeMessageError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid message';
  const where = issue.path.length && issue.path[0] !== 'type' ? `${issue.path.join('.')}: ` : '';
  return `Invalid message: ${where}${issue.message}`;
}

/**
 * Server to server (through the socket.io adapter, never sent to browsers): after a save, the event for
 * the room, and whether subscribers' access must be checked again (visibility, collaborators, deletion).
 */
export const liveEventSchema = z.object({
  cubeId: z.string().min(1),
  recheck: z.boolean(),
  changed: cubeChangedSchema.optional(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;
