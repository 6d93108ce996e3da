import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// The built-server helper's loopback port picker (it has no server imports, so it loads here as is).
import { freePort } from '../../packages/server/test/built-server';
import { findChromium } from '../../test/chromium';
import { appDataTemplate, e2eCardSource } from './app-data-template';
import { waitUntilReady } from './wait-until-ready';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One app per e2e worker, in worker order (VITEST_POOL_ID 1, 2, ...). */
    baseUrls: string[];
    chromiumPath: string | null;
  }
}

const root = path.resolve(import.meta.dirname, '../..');

/** The account that becomes an admin on sign-up in the e2e server. */
export const E2E_ADMIN_EMAIL = 'admin@e2e.test';
/** A second admin for blog.spec.ts (it grants a moderator), so no spec depends on another's sign-up. */
export const E2E_BLOG_ADMIN_EMAIL = 'blog-admin@e2e.test';
/** An admin for hostile.spec.ts, which opens the moderators' queue of reported comments. */
export const E2E_HOSTILE_ADMIN_EMAIL = 'hostile-admin@e2e.test';

interface E2eServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the built app on a free port with a throw-away embedded database of its own: a copy of
 * `template` (app-data-template.ts), or an empty folder given null (start-timing.ts compares the two).
 */
export async function startServer(template: string | null): Promise<E2eServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cubewright-e2e-'));
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  const child = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      NODE_ENV: 'test',
      // Every spec signs up fresh accounts from one IP; the limit itself is tested in the integration suite.
      AUTH_RATE_LIMIT_MAX: process.env.AUTH_RATE_LIMIT_MAX ?? '100000',
      // owner-notices.spec.ts waits for the day's likes summary: the round runs every 2 s here.
      OWNER_NOTICES_EVERY_MS: '2000',
      // admin.spec.ts signs this address up to act as an admin (announcements, roles, hiding cubes).
      ADMIN_EMAILS: `${E2E_ADMIN_EMAIL},${E2E_BLOG_ADMIN_EMAIL},${E2E_HOSTILE_ADMIN_EMAIL}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const health = await waitUntilReady(baseUrl, child);
    // Progress is only reported by a copy that ran: the template's tables did not match the card files.
    if (template && health.cardTablesProgress != null) {
      throw new Error(
        `the app at ${baseUrl} wrote its card tables itself: the data folder template ${template} does not hold these card files`,
      );
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, stop };
}

/**
 * Starts one app per e2e worker (vitest.config.ts sets how many), each with its own database, so the
 * specs of one worker meet no other worker's users: an admin's announcement reaches every account of
 * its server, and community.spec.ts counts its user's notifications exactly. Specs pick their worker's
 * app (support/browser.ts).
 */
export default async function setup(project: TestProject) {
  const chromium = findChromium();
  if (!chromium) {
    const banner = '!'.repeat(78);
    const msg = `${banner}\n!! END-TO-END TESTS SKIPPED: no Chromium found (install Debian's 'chromium' or set CHROMIUM_PATH)\n${banner}`;
    if (process.env.REQUIRE_E2E === '1') throw new Error(`REQUIRE_E2E=1 but no Chromium was found.\n${msg}`);
    console.warn(msg);
  }
  // Vitest resolves maxWorkers to 1 when fileParallelism is off.
  const workers = Math.max(1, project.config.maxWorkers);
  const setupStarted = performance.now();
  const template = await appDataTemplate(e2eCardSource());
  const templateSeconds = ((performance.now() - setupStarted) / 1000).toFixed(0);
  console.log(`e2e: the apps' data folder template is ready after ${templateSeconds} s (${template})`);
  const started = await Promise.allSettled(Array.from({ length: workers }, () => startServer(template)));
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stopAll = () => Promise.all(servers.map((s) => s.stop()));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  const setupSeconds = ((performance.now() - setupStarted) / 1000).toFixed(0);
  console.log(`e2e: ${servers.length} apps ready ${setupSeconds} s after global setup began`);
  project.provide(
    'baseUrls',
    servers.map((s) => s.baseUrl),
  );
  project.provide('chromiumPath', chromium);
  return async () => {
    await stopAll();
  };
}
