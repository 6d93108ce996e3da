import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
// The built-server helper's loopback port picker (it has no server imports, so it loads here as is).
import { freePort } from '../../packages/server/test/built-server';
import { waitUntilReady } from './wait-until-ready';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
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

/** Debian's Chromium, or CHROMIUM_PATH. */
function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  ) as string[];
  return candidates.find((p) => fs.existsSync(p)) ?? null;
}

/** Starts the built app on a free port with a throw-away embedded database. */
export default async function setup(project: TestProject) {
  const chromium = findChromium();
  if (!chromium) {
    const banner = '!'.repeat(78);
    const msg = `${banner}\n!! END-TO-END TESTS SKIPPED: no Chromium found (install Debian's 'chromium' or set CHROMIUM_PATH)\n${banner}`;
    if (process.env.REQUIRE_E2E === '1') throw new Error(`REQUIRE_E2E=1 but no Chromium was found.\n${msg}`);
    console.warn(msg);
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cubewright-e2e-'));
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
  await waitUntilReady(baseUrl, child);
  project.provide('baseUrl', baseUrl);
  project.provide('chromiumPath', chromium);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
