import type { Logger } from 'pino';
import { DataDirLockedError } from './data-dir-lock';
import { SchemaVersionError } from './migrate';

/**
 * For start-up: a database this build must not open (newer schema, folder held by another process) ends
 * the process with the reason in words, on stderr and in the log, instead of a stack trace. Anything else
 * is rethrown.
 */
export function exitOnRefusedDatabase(log: Logger) {
  return (err: unknown): never => {
    if (err instanceof SchemaVersionError || err instanceof DataDirLockedError) {
      log.fatal({ code: err.name }, err.message);
      console.error(`Cubewright cannot start: ${err.message}`);
      process.exit(1);
    }
    throw err;
  };
}
