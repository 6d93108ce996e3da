import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { Actor } from '@cubewright/core/cube';
import {
  type LiveEvent,
  type NotificationsChangedMessage,
  protocolMismatchMessage,
  REALTIME_PATH,
  REALTIME_PROTOCOL_VERSION,
  realtimeHandshakeSchema,
} from '@cubewright/core/protocol';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { FastifyRequest } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { getSessionUser } from '../auth/session';
import type { AppContext } from '../context';
import { attachDraftRealtime } from './draft-gateway';
import type { CubeRooms, RealtimeConnection } from './rooms';

// socket.io as the transport of the cube rooms. It authenticates a connection once, from the session
// cookie, turns each socket into a RealtimeConnection and hands every incoming event to the rooms
// (which parse it). On PostgreSQL, instances exchange live events through the postgres adapter.

/** Server-side event name carrying LiveEvents between instances. */
const LIVE_EVENT = 'cubewright:live';
/** Per-user rooms for notifications; every signed-in socket is also in SIGNED_IN_ROOM. */
const userRoom = (userId: string) => `user:${userId}`;
const SIGNED_IN_ROOM = 'users';
/** Rooms per emit, so one adapter message stays a reasonable size. */
const ROOMS_PER_EMIT = 500;
/** Client messages are a few dozen bytes; anything bigger is not ours. */
const MAX_MESSAGE_BYTES = 16 * 1024;

export interface Gateway {
  /** Sends a live event to the other instances (a no-op with a single in-memory instance). */
  broadcast(event: LiveEvent): void;
  /** Emits to per-user rooms (or every signed-in socket); the adapter carries it to other instances. */
  toUsers(userIds: readonly string[] | 'everyone', message: NotificationsChangedMessage): void;
  close(): Promise<void>;
}

/** Starts socket.io on `server` at REALTIME_PATH. `onLiveEvent` receives other instances' events. */
export function attachGateway(
  server: HttpServer,
  ctx: AppContext,
  rooms: CubeRooms,
  onLiveEvent: (raw: unknown) => void,
): Gateway {
  const log = ctx.log.child({ module: 'realtime' });
  const allowedOrigin = new URL(ctx.config.baseUrl).origin;
  const io = new Server(server, {
    path: REALTIME_PATH,
    serveClient: false,
    maxHttpBufferSize: MAX_MESSAGE_BYTES,
    // Same rule as HTTP writes: a browser names its origin, and another site's page may not connect
    // with our cookie. Scripts and tests that send no Origin are let through.
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      callback(null, !origin || origin === 'null' || origin === allowedOrigin);
    },
  });
  const pool = ctx.database.pgPool;
  if (pool) {
    io.adapter(
      createAdapter(pool, {
        errorHandler: (err) => log.warn({ err }, 'socket.io postgres adapter error'),
      }),
    );
    io.on(LIVE_EVENT, onLiveEvent);
  }
  const drafts = attachDraftRealtime(io, ctx);

  io.use(async (socket, next) => {
    const hello = realtimeHandshakeSchema.safeParse(socket.handshake.auth);
    if (!hello.success || hello.data.protocol !== REALTIME_PROTOCOL_VERSION) {
      const got = (socket.handshake.auth as { protocol?: unknown } | undefined)?.protocol;
      return next(Object.assign(new Error(protocolMismatchMessage(got)), { data: { code: 'protocol' } }));
    }
    try {
      socket.data.actor = await actorOf(ctx, socket.request);
      next();
    } catch (err) {
      log.error({ err }, 'realtime session lookup failed');
      next(new Error('Could not check your session; please try again'));
    }
  });

  io.on('connection', (socket) => {
    const conn = connectionOf(socket);
    rooms.connect(conn);
    if (conn.actor) void socket.join([userRoom(conn.actor.id), SIGNED_IN_ROOM]);
    socket.onAny((type: unknown, ...args: unknown[]) => {
      const reply = typeof args.at(-1) === 'function' ? (args.pop() as (ack: unknown) => void) : undefined;
      const payload = args[0];
      if (drafts.handles(type)) return drafts.receive(socket, type, payload, reply);
      const message =
        payload && typeof payload === 'object' && !Array.isArray(payload)
          ? { ...payload, type }
          : { type, payload };
      void rooms.receive(conn, message, reply);
    });
    socket.on('disconnect', () => {
      rooms.disconnect(conn);
      drafts.disconnect(socket);
    });
  });

  return {
    broadcast(event) {
      if (pool) io.serverSideEmit(LIVE_EVENT, event);
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
    async close() {
      drafts.close();
      io.disconnectSockets(true);
      await Promise.allSettled([...io._nsps.values()].map((nsp) => nsp.adapter.close()));
      // Not io.close(): that would also close the HTTP server, which Fastify owns and closes itself.
      io.engine.close();
    },
  };
}

// The session lookup reads only the request headers (the cookie), which a handshake has too.
async function actorOf(ctx: AppContext, request: IncomingMessage): Promise<Actor | null> {
  const user = await getSessionUser(ctx, { headers: request.headers } as FastifyRequest);
  return user && { id: user.id, isAdmin: user.isAdmin, isModerator: user.isModerator };
}

function connectionOf(socket: Socket): RealtimeConnection {
  return {
    id: socket.id,
    actor: (socket.data.actor as Actor | null) ?? null,
    send: (message) => socket.emit(message.type, message),
    close: () => socket.disconnect(true),
  };
}
