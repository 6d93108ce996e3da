import { defineConfig } from 'vitest/config';
import { pglitePassInclude } from './test/pglite-pass';

// One runner: unit, integration (and integration-pglite beside it when TEST_DATABASE_URL names a
// PostgreSQL), e2e. `npm test` runs them all and prints one pass/fail summary, then test/reporters/run-summary.ts
// lists skips with their reasons and the ten slowest files. Every project fails on missing card data when
// REQUIRE_DATA=1 and on an unexpected console.error.
const setupFiles = ['test/require-data.setup.ts', 'test/console-errors.setup.ts'];
// expect.poll waits for something the server or the browser does; Vitest's default of 1 s failed on a
// loaded machine (a white paper page that rendered after 1.2 s). A poll returns as soon as it holds, so
// a longer limit costs nothing when the machine is quiet.
const expectOptions = { poll: { timeout: 10_000 } };
const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
// The integration files run on PGlite, and on PostgreSQL too when TEST_DATABASE_URL names one (`npm test`
// sets it when PostgreSQL answers locally; ADR 0049): each harness then makes a fresh database on it.
const postgresUrl = process.env.TEST_DATABASE_URL ?? '';
const integrationFiles = ['packages/server/src/**/*.test.ts', 'packages/server/test/**/*.test.ts'];

/**
 * The integration project on one database ('' for PGlite): the harness reads TEST_DATABASE_URL.
 * `include` narrows it to some of the integration files.
 */
function integration(name: string, databaseUrl: string, include = integrationFiles) {
  return {
    test: {
      name,
      sequence: { groupOrder: 1 },
      include,
      env: { TEST_DATABASE_URL: databaseUrl },
      globalSetup: ['packages/server/test/global-setup.ts'],
      // Twice the longest measured under load: a full PGlite run at load 13-20 (2 cores) took at most
      // 24 s for a test and 32 s for a file's hooks (loading the real card file); a hung test fails in a
      // minute. The few longer tests (built-server kills and upgrades, backups, the malformed-input
      // sweep, the 64-player event) carry their own limit with their measured time beside it.
      testTimeout: 60_000,
      hookTimeout: 60_000,
      pool: 'forks' as const,
      maxWorkers: 2,
      // One module graph per worker, not per file: every file imports the whole server, which cost 10-12 s
      // of transform and import per file at load 15-20 (202 of the 417 s that 16 route files took; 22 of
      // 79 s without isolation). Each file still builds its own app and database (test/harness.ts), so
      // what a file can share is only module-level code; all 129 files passed this way on PostgreSQL.
      isolate: false,
      expect: expectOptions,
      setupFiles,
    },
  };
}

export default defineConfig({
  test: {
    // After Vitest's summary: skips and their reasons (failing the run under REQUIRE_*), the databases
    // the integration files ran on, and the ten slowest files.
    reporters: ['default', './test/reporters/run-summary.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: [
            'packages/core/src/**/*.test.ts',
            'packages/web/src/**/*.test.{ts,tsx}',
            'test/**/*.test.ts',
          ],
          environment: 'node',
          // One module graph per worker (as for the integration files): 204 files in 116 s isolated, 36 s
          // not, at load 3-5; they passed so in three orders (two of them --sequence.shuffle).
          isolate: false,
          // Property tests run thousands of cases: seconds on a quiet machine, over Vitest's 5 s default
          // on a loaded one (limits.test.ts took 6.6 s at load 33).
          testTimeout: 30_000,
          setupFiles,
        },
      },
      integration('integration', postgresUrl),
      // With PostgreSQL at hand the files that can differ by database run on PGlite too (test/pglite-pass.ts,
      // ADR 0065), in one run and one summary.
      ...(postgresUrl ? [integration('integration-pglite', '', pglitePassInclude)] : []),
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Spec files in E2E_WORKERS workers (2 by default), each with a browser and an app of its own
          // (global-setup.ts starts one per worker): a browser waits on its app and the app on it, so
          // one at a time left cores idle. On 2 cores at load 22-25 the 40 specs took 18.9 min in two
          // workers and 25.7 min in one, for 4% more CPU (ADR 0065).
          fileParallelism: e2eWorkers > 1,
          maxWorkers: e2eWorkers,
          expect: expectOptions,
          setupFiles,
        },
      },
    ],
  },
});
