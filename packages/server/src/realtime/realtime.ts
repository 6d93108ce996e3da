import type { Server as HttpServer } from 'node:http';
import {
  type CubeChangedMessage,
  type CubeChangeKind,
  type LiveEvent,
  liveEventSchema,
  type NotificationsChangedMessage,
} from '@cubewright/core/protocol';
import type { Logger } from 'pino';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { attachGateway, type Gateway } from './gateway';
import { loadRoomState, nextLiveVersion } from './room-state';
import { CubeRooms } from './rooms';

/** Kinds of change after which subscribers' access is checked again. */
const RECHECK_KINDS = new Set<CubeChangeKind>(['settings', 'collaborators']);

/** The realtime side of the app: what services call after a save commits, and the socket gateway. */
export interface Realtime {
  readonly rooms: CubeRooms;
  /**
   * Tells the cube's room (on every instance) that a save committed. Never throws: a failure is logged
   * and the save stands (side effects must not fail the action).
   */
  cubeChanged(cubeId: string, kind: CubeChangeKind, by: { id: string; username: string }): Promise<void>;
  /** Tells the cube's subscribers it is gone (they get `cube:unsubscribed`). Never throws. */
  cubeDeleted(cubeId: string): Promise<void>;
  /**
   * Tells every instance that what the cube's responses show changed without a change its room hears of
   * (hidden by a moderator, a member renamed or gone); access is checked again. Never throws.
   */
  cubeTouched(cubeId: string): Promise<void>;
  /**
   * Calls `listener` with the cube's id on every event about a cube, this instance's (before the event is
   * sent on) and the others'. Caches of cube responses drop the cube's entry on it.
   */
  onCubeEvent(listener: (cubeId: string) => void): void;
  /** Sends a notifications event to these users' rooms on every instance (no-op before attach). */
  notifyUsers(userIds: readonly string[], message: NotificationsChangedMessage): void;
  /** Sends a notifications event to every signed-in connection (announcements). */
  notifyEveryone(message: NotificationsChangedMessage): void;
  /** Disconnects this instance's sockets whose session ended unannounced (the gateway does it every minute). */
  sweepSessions(): Promise<void>;
  /** Starts the socket.io server on the app's HTTP server (before or after listen). */
  attach(server: HttpServer, ctx: AppContext): void;
  /** Disconnects every socket and stops the adapter; call before closing the HTTP server. */
  close(): Promise<void>;
}

/** Builds the realtime service; spread its result into the AppContext (`...createRealtime(...)`). */
export function createRealtime(opts: {
  database: Database;
  log: Logger;
  /** The clock of the sockets' session re-checks (tests move it instead of waiting a minute). */
  now?: () => number;
}): { realtime: Realtime } {
  const { database, log } = opts;
  const rooms = new CubeRooms({ loadRoom: (cubeId) => loadRoomState(database.db, cubeId), log });
  let gateway: Gateway | undefined;
  const cubeListeners: ((cubeId: string) => void)[] = [];
  const touched = (cubeId: string) => {
    for (const listener of cubeListeners) listener(cubeId);
  };

  // Applies an event to this instance's rooms: access first, so someone who just lost it gets no news.
  async function applyLocally(event: LiveEvent) {
    touched(event.cubeId);
    if (event.recheck) await rooms.recheck(event.cubeId);
    if (event.changed) rooms.deliver(event.changed);
  }

  async function fanOut(event: LiveEvent) {
    gateway?.broadcast(event);
    await applyLocally(event);
  }

  async function recheckEverywhere(cubeId: string, what: string) {
    try {
      await fanOut({ cubeId, recheck: true });
    } catch (err) {
      log.error({ err, cubeId }, `publishing a cube ${what} failed`);
    }
  }

  const realtime: Realtime = {
    rooms,
    async cubeChanged(cubeId, kind, by) {
      // At once, before the version is read: a request served meanwhile must not get the old cube.
      touched(cubeId);
      try {
        const version = await nextLiveVersion(database.db, cubeId);
        // Only id and username: the author object may be a whole session user.
        const changed: CubeChangedMessage = {
          type: 'cube:changed',
          cubeId,
          version,
          kind,
          by: { id: by.id, username: by.username },
        };
        await fanOut({ cubeId, recheck: RECHECK_KINDS.has(kind), changed });
      } catch (err) {
        log.error({ err, cubeId, kind }, 'publishing a cube change failed');
      }
    },
    cubeDeleted: (cubeId) => recheckEverywhere(cubeId, 'deletion'),
    cubeTouched: (cubeId) => recheckEverywhere(cubeId, 'change'),
    onCubeEvent(listener) {
      cubeListeners.push(listener);
    },
    notifyUsers(userIds, message) {
      gateway?.toUsers(userIds, message);
    },
    notifyEveryone(message) {
      gateway?.toUsers('everyone', message);
    },
    async sweepSessions() {
      await gateway?.sweepSessions();
    },
    attach(server, ctx) {
      if (gateway) throw new Error('realtime is already attached');
      const onLiveEvent = (raw: unknown) => {
        const parsed = liveEventSchema.safeParse(raw);
        if (!parsed.success) {
          log.warn({ raw }, 'ignored a malformed live event from another instance');
          return;
        }
        applyLocally(parsed.data).catch((err) => log.error({ err }, 'applying a live event failed'));
      };
      gateway = attachGateway(server, ctx, rooms, onLiveEvent, opts.now);
    },
    async close() {
      await gateway?.close();
      gateway = undefined;
    },
  };
  return { realtime };
}
