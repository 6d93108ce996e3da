// Gzip size of the JavaScript a browser actually loads for /community/featured (guest) and /dashboard
// (signed in), measured in Chromium against the built app. Target: at most 150 KB each.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { ensureBuilt, ensureInstalled, root } from '../scripts/lib/prepare.mjs';

ensureInstalled();
ensureBuilt();
const port = await new Promise((resolve) => {
  const srv = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = srv.address();
    srv.close(() => resolve(port));
  });
});
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-bench-bundle-'));
const server = spawn(process.execPath, ['packages/server/dist/main.js'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});
for (let i = 0; i < 300; i++) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {}
  await new Promise((r) => setTimeout(r, 100));
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

async function measure(context, route) {
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script' && res.url().startsWith(base)) {
      try {
        scripts.set(res.url(), zlib.gzipSync(await res.body(), { level: 9 }).length);
      } catch {}
    }
  });
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
  // networkidle can fire before the route's lazy chunks start loading (a run once counted 7 of 14
  // scripts): wait until the page's heading is drawn, then for the network to settle again.
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.close();
  const total = [...scripts.values()].reduce((a, b) => a + b, 0);
  // BUNDLE_VERBOSE=1 lists each script, largest first: what to split when a route goes over.
  if (process.env.BUNDLE_VERBOSE) {
    const rows = [...scripts].sort((a, b) => b[1] - a[1]);
    for (const [url, size] of rows)
      console.log(`    ${route} ${(size / 1024).toFixed(1)} KB ${new URL(url).pathname}`);
  }
  return { total, files: scripts.size };
}

const guest = await browser.newContext();
const featured = await measure(guest, '/community/featured');
const user = await browser.newContext();
const signUp = await user.request.post(`${base}/api/auth/sign-up/email`, {
  data: { email: `bench${Date.now()}@example.com`, password: 'bench-password', name: 'bencher' },
  headers: { origin: base },
});
if (!signUp.ok()) console.warn(`sign-up for the /dashboard measurement failed: ${signUp.status()}`);
const dashboard = await measure(user, '/dashboard');

await browser.close();
server.kill('SIGTERM');
fs.rmSync(dataDir, { recursive: true, force: true });
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('JS loaded per route (gzip -9 of every script response, target ≤ 150 KB)');
console.log(
  `  /community/featured : ${kb(featured.total)} in ${featured.files} files  (ratio ${(featured.total / (150 * 1024)).toFixed(2)})`,
);
console.log(
  `  /dashboard          : ${kb(dashboard.total)} in ${dashboard.files} files  (ratio ${(dashboard.total / (150 * 1024)).toFixed(2)})`,
);
