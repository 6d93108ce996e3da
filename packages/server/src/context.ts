import type { Logger } from 'pino';
import type { Config } from './config';
import type { Database } from './db/client';

/**
 * Everything a route or service needs, built once at start-up and passed down explicitly
 * (no module-level singletons, so tests can build as many apps as they like).
 */
export interface AppContext {
  config: Config;
  database: Database;
  log: Logger;
}
