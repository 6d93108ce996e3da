// `npm test`: install, build (the e2e suite drives the built app), then every Vitest project in one run:
// the integration files on PGlite, and on PostgreSQL too when one answers (scripts/lib/test-database.mjs).
import { defaultCardData, ensureBuilt, ensureInstalled, run } from './lib/prepare.mjs';

ensureInstalled();
// Imported after the install: it needs `pg`, which a fresh clone does not have until then.
const { defaultTestDatabase } = await import('./lib/test-database.mjs');
ensureBuilt();
// Tests run in UTC so dates in assertions and snapshots do not depend on the machine's zone.
const env = { ...process.env, TZ: 'UTC' };
defaultCardData(env);
await defaultTestDatabase(env);
run('npx', ['vitest', 'run', ...process.argv.slice(2)], { env });
