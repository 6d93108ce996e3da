import type { Logger } from 'pino';
import type { Auth } from './auth/auth';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './services/mail/mailer';

/**
 * Everything a route or service needs, built once at start-up and passed down explicitly
 * (no module-level singletons, so tests can build as many apps as they like).
 */
export interface AppContext {
  config: Config;
  database: Database;
  log: Logger;
  /** better-auth, built per app (see auth/auth.ts). */
  auth: Auth;
  mailer: Mailer;
}
