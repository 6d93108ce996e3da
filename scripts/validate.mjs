// `npm run validate`: what CI checks, in one command: lint, typecheck, unused code (knip), then every
// Vitest project as `npm test` runs them (the integration files on PostgreSQL too when one answers; the
// unit project holds the import-cycle check), card data required.
import { defaultCardData, ensureBuilt, ensureInstalled, run } from './lib/prepare.mjs';

ensureInstalled();
// Imported after the install: it needs `pg`, which a fresh clone does not have until then.
const { defaultTestDatabase } = await import('./lib/test-database.mjs');
run('npx', ['biome', 'check', '.']);
run('npx', ['tsc', '-b']);
run('npx', ['knip', '--no-progress']);
ensureBuilt();
const env = { ...process.env, TZ: 'UTC', REQUIRE_DATA: process.env.REQUIRE_DATA ?? '1' };
defaultCardData(env);
await defaultTestDatabase(env);
run('npx', ['vitest', 'run'], { env });
