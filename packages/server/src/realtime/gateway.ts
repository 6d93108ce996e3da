import type { Server as HttpServer, IncomingHttpHeaders } from 'node:http';
import type { Clock } from '@cubewright/core/clock';
import type { Actor } from '@cubewright/core/cube';
import {
  type LiveEvent,
  type NotificationsChangedMessage,
  protocolMismatchMessage,
  REALTIME_PATH,
  REALTIME_PROTOCOL_VERSION,
  REALTIME_TRANSPORTS,
  realtimeHandshakeSchema,
} from '@cubewright/core/protocol';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { Logger } from 'pino';
import { Server, type Socket } from 'socket.io';
import type { SessionEnds } from '../auth/session-ends';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { isCrossSite } from '../http/security';
import type { CommitRelay } from '../services/drafts/group-commit';
import type { DraftChange } from '../services/events/app-events';
import type { RealtimeConnection } from './connection';
import { ADAPTER_CHANNEL_PREFIX, relayDraftChanges } from './draft-gateway';
import { asJson, skipBinaryScan } from './json-frames';
import type { MessageRouter } from './message-router';
import { SESSION_CHECK_TTL_MS, SESSION_ENDED_MESSAGE, SocketSessions } from './socket-sessions';
import { holdWritesUntilTurnEnds } from './turn-writes';

// socket.io as the transport of the rooms. It authenticates a connection at its handshake, from the
// session cookie, turns each socket into a RealtimeConnection and hands every incoming frame to the
// message router (which parses it once and dispatches it by type to the cube or draft rooms). On PostgreSQL, instances exchange live events through the postgres adapter. A socket
// lives no longer than its session: a deleted session's sockets are disconnected on every instance, and
// a signed-in socket's messages re-check the session once the last check is a minute old.

/** Server-side event name carrying LiveEvents between instances. */
const LIVE_EVENT = 'cubewright:live';
/** Per-user rooms for notifications; every signed-in socket is also in SIGNED_IN_ROOM. */
const userRoom = (userId: string) => `user:${userId}`;
const SIGNED_IN_ROOM = 'users';
/** Per-session rooms, named by the session row's id, so a revocation can reach its sockets anywhere. */
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** Rooms per emit, so one adapter message stays a reasonable size. */
const ROOMS_PER_EMIT = 500;
/** Client messages are a few dozen bytes; anything bigger is not ours. */
const MAX_MESSAGE_BYTES = 16 * 1024;

export interface Gateway {
  /** Sends a live event to the other instances (a no-op with a single in-memory instance). */
  broadcast(event: LiveEvent): void;
  /** Sends a local draft change to the other instances (a no-op with a single in-memory instance). */
  relayDraft(change: DraftChange): void;
  /** How a draft commit's own statement tells the other instances (draft-gateway.ts); null: no peers. */
  readonly commitRelay: CommitRelay | null;
  /** Emits to per-user rooms (or every signed-in socket); the adapter carries it to other instances. */
  toUsers(userIds: readonly string[] | 'everyone', message: NotificationsChangedMessage): void;
  /** Disconnects this instance's sockets whose session is gone or expired (also run once per TTL). */
  sweepSessions(): Promise<void>;
  close(): Promise<void>;
}

/**
 * What the gateway needs of the app: named one by one rather than as the whole AppContext, so the
 * transport depends on no service.
 */
export interface GatewayDeps {
  config: Pick<Config, 'baseUrl'>;
  database: Database;
  log: Logger;
  /** Deleted sessions, whose sockets end at once on every instance. */
  sessionEnds: SessionEnds;
  /** The signed-in user behind a handshake's cookie (auth/session.ts), or null for a guest. */
  userOf(headers: IncomingHttpHeaders): Promise<(Actor & { sessionId: string }) | null>;
}

/** What the gateway hands on: every client frame, and the other instances' cube and draft events. */
export interface GatewayHooks {
  router: MessageRouter;
  onLiveEvent(raw: unknown): void;
  onDraftChange(change: DraftChange): void;
}

/** Starts socket.io on `server` at REALTIME_PATH. */
export function attachGateway(
  server: HttpServer,
  ctx: GatewayDeps,
  { router, onLiveEvent, onDraftChange }: GatewayHooks,
  clock: Clock,
): Gateway {
  const log = ctx.log.child({ module: 'realtime' });
  const allowedOrigin = new URL(ctx.config.baseUrl).origin;
  const io = new Server(server, {
    path: REALTIME_PATH,
    serveClient: false,
    // WebSocket only: long-polling would need sticky sessions behind a load balancer (ADR 0021).
    transports: [...REALTIME_TRANSPORTS],
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    // Same rule as HTTP writes: another site's page (or an opaque `null` origin) may not connect with
    // our cookie.
    allowRequest: (req, callback) => callback(null, !isCrossSite(req.headers, allowedOrigin)),
  });
  skipBinaryScan(io);
  const pool = ctx.database.pgPool;
  if (pool) {
    io.adapter(
      createAdapter(pool, {
        // The default, named: a draft commit's notice goes on this channel too (draft-gateway.ts).
        channelPrefix: ADAPTER_CHANNEL_PREFIX,
        errorHandler: (err) => log.warn({ err }, 'socket.io postgres adapter error'),
      }),
    );
    io.on(LIVE_EVENT, onLiveEvent);
  }
  const relayDraft = relayDraftChanges(io, Boolean(pool), onDraftChange);
  const sessions = new SocketSessions(ctx.database.db, clock);
  // Through the adapter, this reaches the session's sockets on every instance.
  const stopEndingSessions = ctx.sessionEnds.listen((ended) => {
    io.in(ended.map((s) => sessionRoom(s.id))).disconnectSockets(true);
  });
  const sweepSessions = async () => {
    for (const socket of await sessions.ended(io.of('/').sockets.values())) socket.disconnect(true);
  };
  const sweeper = clock.setInterval(() => {
    sweepSessions().catch((err) => log.warn({ err }, 'sweeping realtime sessions failed'));
  }, SESSION_CHECK_TTL_MS);
  sweeper.unref();

  io.use(async (socket, next) => {
    const hello = realtimeHandshakeSchema.safeParse(socket.handshake.auth);
    if (!hello.success || hello.data.protocol !== REALTIME_PROTOCOL_VERSION) {
      const got = (socket.handshake.auth as { protocol?: unknown } | undefined)?.protocol;
      return next(Object.assign(new Error(protocolMismatchMessage(got)), { data: { code: 'protocol' } }));
    }
    try {
      // The session lookup reads only the request headers (the cookie), which a handshake has too.
      const user = await ctx.userOf(socket.request.headers);
      socket.data.actor = user && { id: user.id, isAdmin: user.isAdmin, isModerator: user.isModerator };
      if (user) sessions.opened(socket, user.sessionId);
      next();
    } catch (err) {
      log.error({ err }, 'realtime session lookup failed');
      next(new Error('Could not check your session; please try again'));
    }
  });

  io.on('connection', (socket) => {
    const conn = connectionOf(socket);
    router.connect(conn);
    const sessionId = (socket.data.session as { id: string } | undefined)?.id;
    if (conn.actor && sessionId) {
      void socket.join([userRoom(conn.actor.id), SIGNED_IN_ROOM, sessionRoom(sessionId)]);
    }
    socket.onAny((type: unknown, ...args: unknown[]) => {
      const ack = typeof args.at(-1) === 'function' ? (args.pop() as (ack: unknown) => void) : undefined;
      // The ack goes in the same write as whatever else this connection is sent in its turn (a delta).
      const reply =
        ack &&
        ((message: unknown) => {
          holdWritesUntilTurnEnds(socket);
          asJson(() => ack(message));
        });
      const dispatch = () => void router.receiveFrame(conn, type, args[0], reply);
      const refuse = () => {
        reply?.({ ok: false, error: SESSION_ENDED_MESSAGE, code: 'unauthenticated' });
        socket.disconnect(true);
      };
      const live = sessions.isLive(socket);
      if (live === true) return dispatch();
      if (live === false) return refuse();
      live.then(
        (ok) => (ok ? dispatch() : refuse()),
        (err) => {
          log.error({ err }, 'realtime session re-check failed');
          reply?.({
            ok: false,
            error: 'Could not check your session; please try again',
            code: 'unavailable',
          });
        },
      );
    });
    socket.on('disconnect', () => router.disconnect(conn));
  });

  return {
    commitRelay: relayDraft.inCommit,
    broadcast(event) {
      if (pool) io.serverSideEmit(LIVE_EVENT, event);
    },
    relayDraft(change) {
      try {
        relayDraft.relay(change);
      } catch (err) {
        log.error({ err, draftId: change.draftId }, 'relaying a draft change failed');
      }
    },
    toUsers(userIds, message) {
      if (userIds === 'everyone') {
        io.to(SIGNED_IN_ROOM).emit(message.type, message);
        return;
      }
      for (let i = 0; i < userIds.length; i += ROOMS_PER_EMIT) {
        io.to(userIds.slice(i, i + ROOMS_PER_EMIT).map(userRoom)).emit(message.type, message);
      }
    },
    sweepSessions,
    async close() {
      clock.clear(sweeper);
      stopEndingSessions();
      // Closed at the transport, not with socket.io's disconnect packet: a client told "server
      // disconnect" stays down, while one that loses its transport reconnects (behind a proxy, to
      // another instance). Not io.close(): that would also close the HTTP server, which Fastify owns.
      io.engine.close();
      // The other instances still hear the last changes of this one (queued for this turn of the loop).
      relayDraft.flush();
      await Promise.allSettled([...io._nsps.values()].map((nsp) => nsp.adapter.close()));
    },
  };
}

function connectionOf(socket: Socket): RealtimeConnection {
  return {
    id: socket.id,
    actor: (socket.data.actor as Actor | null) ?? null,
    send: (message) => {
      holdWritesUntilTurnEnds(socket);
      asJson(() => socket.emit(message.type, message));
    },
    close: () => socket.disconnect(true),
  };
}
