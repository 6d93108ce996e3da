import type { Clock } from '@cubewright/core/clock';
import type { Logger } from 'pino';
import type { Auth } from './auth/auth';
import type { SessionEnds } from './auth/session-ends';
import type { SignInThrottle } from './auth/sign-in-throttle';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Lifecycle } from './lifecycle/lifecycle';
import type { Realtime } from './realtime/realtime';
import type { CardService } from './services/cards/card-service';
import type { Drafts } from './services/drafts/draft-service';
import type { AppEventBus } from './services/events/app-events';
import type { Mailer } from './services/mail/mailer';

/**
 * Everything a route or service needs, built once at start-up and passed down explicitly
 * (no module-level singletons, so tests can build as many apps as they like).
 */
export interface AppContext {
  config: Config;
  database: Database;
  log: Logger;
  /** The card index and its loading status (services/cards). */
  cards: CardService;
  /** better-auth, built per app (see auth/auth.ts). */
  auth: Auth;
  mailer: Mailer;
  /** Reports deleted sessions, so the realtime gateway can end their sockets (auth/session-ends.ts). */
  sessionEnds: SessionEnds;
  /** The per-account back-off of e-mail sign-in (auth/sign-in-throttle.ts). */
  signInThrottle: SignInThrottle;
  /** What services announce after a commit (cube saves, draft changes, notifications); realtime listens. */
  events: AppEventBus;
  /** Live rooms and the socket gateway; it subscribes to `events` (realtime/). */
  realtime: Realtime;
  /** Online drafts: the lobby, and the table (event log, per-seat views, deadline worker) (services/drafts). */
  drafts: Drafts;
  /** Draining on SIGTERM: /healthz answers 503, long background work aborts (lifecycle/). */
  lifecycle: Lifecycle;
  /** The one source of time (systemClock in production; tests pass a ManualClock and advance it). */
  clock: Clock;
}
