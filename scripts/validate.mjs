// `npm run validate`: what CI checks, in one command: lint, typecheck, unused code (knip), every Vitest
// project (`npm test`, whose unit project holds the import-cycle check), then the integration suite on
// PostgreSQL when one answers (TEST_DATABASE_URL, or the local server).
import { spawnSync } from 'node:child_process';
import { defaultCardData, ensureBuilt, ensureInstalled, run } from './lib/prepare.mjs';

ensureInstalled();
run('npx', ['biome', 'check', '.']);
run('npx', ['tsc', '-b']);
run('npx', ['knip', '--no-progress']);
ensureBuilt();
const env = { ...process.env, TZ: 'UTC', REQUIRE_DATA: process.env.REQUIRE_DATA ?? '1' };
defaultCardData(env);
run('npx', ['vitest', 'run'], { env });

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ready = spawnSync('pg_isready', ['-d', pgUrl, '-q']).status === 0;
if (ready) {
  run('npx', ['vitest', 'run', '--project', 'integration'], { env: { ...env, TEST_DATABASE_URL: pgUrl } });
} else {
  console.log(`\n! PostgreSQL at ${pgUrl} does not answer: the PostgreSQL integration pass was skipped.`);
}
