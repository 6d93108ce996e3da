import type { Clock } from '@cubewright/core/clock';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Lifecycle } from '../lifecycle/lifecycle';
import type { CardService } from './cards/card-service';
import type { AppEventBus } from './events/app-events';

// What a service may be handed, one part each: a service's parameter names the parts it uses
// (`ctx: WithDatabase & WithLog`), so its signature says what it depends on. The app passes its
// context, which has them all. None of these types reaches context.ts, so services that use them are
// not in an import cycle through it (a test runs madge on the server).

/** The database (services' per-app caches are keyed by it). */
export interface WithDatabase {
  database: Database;
}

/** The log, for side effects that log their failure and carry on. */
export interface WithLog {
  log: Logger;
}

/** The card index and its loading status. */
export interface WithCards {
  cards: CardService;
}

export interface WithConfig {
  config: Config;
}

/** Draining on SIGTERM: long background work checks it and stops. */
export interface WithLifecycle {
  lifecycle: Lifecycle;
}

/**
 * The time and timers (the app's `clock`): every timestamp a service writes or compares reads
 * `clock.now()` (dateOf for a Date), never Date.now() or new Date(), so a test that hands createTestApp a
 * ManualClock controls it. The only wall-clock read left in server code is the CLI restore's folder name
 * (db/backup/pglite-backup.ts), which runs without an app. Some queries still stamp with the database's
 * own now() (notifications/store.ts, suggestions/job.ts): not yet moved to the clock.
 */
export interface WithClock {
  clock: Clock;
}

/** The event bus: what a service announces after a commit (realtime and the caches listen). */
export interface WithEvents {
  events: AppEventBus;
}

/**
 * What a cube command uses: the database, the card facts (to resolve and describe cards), the clock (for
 * its timestamps), the event bus it announces on after the commit, and the log (activity entries log
 * their failures).
 */
export type CubeCommandDeps = WithCards & WithDatabase & WithEvents & WithLog & WithClock;
