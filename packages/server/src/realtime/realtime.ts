import type { Server as HttpServer } from 'node:http';
import type { Clock } from '@cubewright/core/clock';
import {
  type CubeChangedMessage,
  type CubeChangeKind,
  type LiveEvent,
  liveEventSchema,
} from '@cubewright/core/protocol';
import type { Logger } from 'pino';
import { Counter, type Metric } from 'prom-client';
import type { Database } from '../db/client';
import { nextLiveVersion } from '../services/cubes/live-version';
import type { AppEventBus } from '../services/events/app-events';
import { countUnread } from '../services/notifications/store';
import { DraftRooms, type DraftTable } from './draft-rooms';
import { attachGateway, type Gateway, type GatewayDeps } from './gateway';
import { MessageRouter, type RejectReason } from './message-router';
import { NotificationChannel } from './notification-channel';
import { loadRoomState } from './room-state';
import { CubeRooms } from './rooms';

/** Kinds of change after which subscribers' access is checked again. */
const RECHECK_KINDS = new Set<CubeChangeKind>(['settings', 'collaborators']);

/**
 * The realtime side of the app: the cube and draft rooms, the users' notification catch-up, the router
 * every connection's messages go through, and the socket gateway. It listens to the services' events
 * (services never call it).
 */
export interface Realtime {
  readonly rooms: CubeRooms;
  readonly draftRooms: DraftRooms;
  /** Where every connection's messages go, whatever the transport (the gateway; in-memory tests). */
  readonly router: MessageRouter;
  /** This service's Prometheus metrics (the app's registry registers them: http/metrics.ts). */
  readonly metrics: readonly Metric[];
  /**
   * Calls `listener` with the cube's id on every event about a cube, this instance's (before the event is
   * sent on) and the others'. Caches of cube responses drop the cube's entry on it.
   */
  onCubeEvent(listener: (cubeId: string) => void): void;
  /** Disconnects this instance's sockets whose session ended unannounced (the gateway does it every minute). */
  sweepSessions(): Promise<void>;
  /** Starts the socket.io server on the app's HTTP server (before or after listen). */
  attach(server: HttpServer, deps: GatewayDeps): void;
  /** Disconnects every socket and stops the adapter; call before closing the HTTP server. */
  close(): Promise<void>;
}

/** Builds the realtime service; spread its result into the AppContext (`...createRealtime(...)`). */
export function createRealtime(opts: {
  database: Database;
  log: Logger;
  /** The services' events this layer turns into room messages. */
  events: AppEventBus;
  /** The draft table the draft rooms read seats and views from, and send picks to. */
  table: DraftTable;
  /** The app's clock: the sockets' session re-checks and sweeps, and notification versions (tests move it). */
  clock: Clock;
}): { realtime: Realtime } {
  const { database, log, events } = opts;
  const rooms = new CubeRooms({ loadRoom: (cubeId) => loadRoomState(database.db, cubeId), log });
  const draftRooms = new DraftRooms(opts.table, log, opts.clock);
  // Not registered anywhere yet: each app's registry adds it (one registry per app, see http/metrics.ts).
  const rejected = new Counter({
    name: 'realtime_rejected_total',
    help: 'Realtime client frames rejected before any room saw them, by reason',
    labelNames: ['reason'] as const,
    registers: [],
  });
  const notifications = new NotificationChannel((userId) => countUnread(database.db, userId), opts.clock);
  const router = new MessageRouter([rooms, draftRooms, notifications], {
    log,
    rejected: (reason: RejectReason) => rejected.inc({ reason }),
  });
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

  // A save committed: the cube's room on every instance hears it. Never throws: a failure is logged and
  // the save stands (side effects must not fail the action).
  events.on('cube:changed', async ({ cubeId, kind, by, liveVersion }) => {
    // At once, before the version is read: a request served meanwhile must not get the old cube.
    touched(cubeId);
    try {
      // A card save took its number in its transaction (ADR 0066); other changes take one now.
      const version = liveVersion ?? (await nextLiveVersion(database.db, cubeId));
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
  });
  // Gone, or what its responses show changed without a change its room hears of (hidden by a moderator,
  // a member renamed or gone): access is checked again everywhere.
  const recheckEverywhere =
    (what: string) =>
    async ({ cubeId }: { cubeId: string }) => {
      try {
        await fanOut({ cubeId, recheck: true });
      } catch (err) {
        log.error({ err, cubeId }, `publishing a cube ${what} failed`);
      }
    };
  events.on('cube:deleted', recheckEverywhere('deletion'));
  events.on('cube:touched', recheckEverywhere('change'));
  events.on('notifications:changed', ({ to, message }) => gateway?.toUsers(to, message));
  // Local seats hear a draft change at once; the other instances through the gateway's relay.
  events.on('draft:changed', (change) => {
    draftRooms.deliver(change);
    gateway?.relayDraft(change);
  });

  const realtime: Realtime = {
    rooms,
    draftRooms,
    router,
    metrics: [rejected],
    onCubeEvent(listener) {
      cubeListeners.push(listener);
    },
    async sweepSessions() {
      await gateway?.sweepSessions();
    },
    attach(server, deps) {
      if (gateway) throw new Error('realtime is already attached');
      const onLiveEvent = (raw: unknown) => {
        const parsed = liveEventSchema.safeParse(raw);
        if (!parsed.success) {
          log.warn({ raw }, 'ignored a malformed live event from another instance');
          return;
        }
        applyLocally(parsed.data).catch((err) => log.error({ err }, 'applying a live event failed'));
      };
      gateway = attachGateway(
        server,
        deps,
        { router, onLiveEvent, onDraftChange: (change) => draftRooms.deliver(change) },
        opts.clock,
      );
      // The draft commits' own statements tell the other instances from now on (ADR 0084).
      opts.table.commitRelay = gateway.commitRelay;
    },
    async close() {
      // A commit after this tells no one in its statement: the relay sends it while it can, as before.
      opts.table.commitRelay = null;
      await gateway?.close();
      gateway = undefined;
      draftRooms.close();
    },
  };
  return { realtime };
}
