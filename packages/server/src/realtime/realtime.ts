import type { Server as HttpServer } from 'node:http';
import {
  type CubeChangedMessage,
  type CubeChangeKind,
  type LiveEvent,
  liveEventSchema,
  type NotificationsChangedMessage,
} from '@cubewright/core/protocol';
import type { Logger } from 'pino';
import { Counter, type Metric } from 'prom-client';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import type { DraftService } from '../services/drafts/draft-service';
import { DraftRooms } from './draft-rooms';
import { attachGateway, type Gateway } from './gateway';
import { MessageRouter, type RejectReason } from './message-router';
import { loadRoomState, nextLiveVersion } from './room-state';
import { CubeRooms } from './rooms';

/** Kinds of change after which subscribers' access is checked again. */
const RECHECK_KINDS = new Set<CubeChangeKind>(['settings', 'collaborators']);

/** The realtime side of the app: what services call after a save commits, and the socket gateway. */
export interface Realtime {
  readonly rooms: CubeRooms;
  readonly draftRooms: DraftRooms;
  /** Where every connection's messages go, whatever the transport (the gateway; in-memory tests). */
  readonly router: MessageRouter;
  /** This service's Prometheus metrics (the app's registry registers them: http/metrics.ts). */
  readonly metrics: readonly Metric[];
  /**
   * Tells the cube's room (on every instance) that a save committed. Never throws: a failure is logged
   * and the save stands (side effects must not fail the action).
   */
  cubeChanged(cubeId: string, kind: CubeChangeKind, by: { id: string; username: string }): Promise<void>;
  /** Tells the cube's subscribers it is gone (they get `cube:unsubscribed`). Never throws. */
  cubeDeleted(cubeId: string): Promise<void>;
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
  drafts: DraftService;
  /** The clock of the sockets' session re-checks (tests move it instead of waiting a minute). */
  now?: () => number;
}): { realtime: Realtime } {
  const { database, log } = opts;
  const rooms = new CubeRooms({ loadRoom: (cubeId) => loadRoomState(database.db, cubeId), log });
  const draftRooms = new DraftRooms(opts.drafts);
  // Not registered anywhere yet: each app's registry adds it (one registry per app, see http/metrics.ts).
  const rejected = new Counter({
    name: 'realtime_rejected_total',
    help: 'Realtime client frames rejected before any room saw them, by reason',
    labelNames: ['reason'] as const,
    registers: [],
  });
  const router = new MessageRouter([rooms, draftRooms], {
    log,
    rejected: (reason: RejectReason) => rejected.inc({ reason }),
  });
  let gateway: Gateway | undefined;

  // Applies an event to this instance's rooms: access first, so someone who just lost it gets no news.
  async function applyLocally(event: LiveEvent) {
    if (event.recheck) await rooms.recheck(event.cubeId);
    if (event.changed) rooms.deliver(event.changed);
  }

  async function fanOut(event: LiveEvent) {
    gateway?.broadcast(event);
    await applyLocally(event);
  }

  const realtime: Realtime = {
    rooms,
    draftRooms,
    router,
    metrics: [rejected],
    async cubeChanged(cubeId, kind, by) {
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
    async cubeDeleted(cubeId) {
      try {
        await fanOut({ cubeId, recheck: true });
      } catch (err) {
        log.error({ err, cubeId }, 'publishing a cube deletion failed');
      }
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
      gateway = attachGateway(server, ctx, router, onLiveEvent, opts.now);
    },
    async close() {
      await gateway?.close();
      gateway = undefined;
      draftRooms.close();
    },
  };
  return { realtime };
}
