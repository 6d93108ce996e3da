// `npm run validate`: what CI checks, in one command: lint, typecheck, then every Vitest project as
// `npm test` runs them (the integration files on PostgreSQL too when one answers), card data required.
import { defaultCardData, ensureBuilt, ensureInstalled, run } from './lib/prepare.mjs';
import { defaultTestDatabase } from './lib/test-database.mjs';

ensureInstalled();
run('npx', ['biome', 'check', '.']);
run('npx', ['tsc', '-b']);
ensureBuilt();
const env = { ...process.env, TZ: 'UTC', REQUIRE_DATA: process.env.REQUIRE_DATA ?? '1' };
defaultCardData(env);
await defaultTestDatabase(env);
run('npx', ['vitest', 'run'], { env });
