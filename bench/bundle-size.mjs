// Gzip size of the JavaScript a browser actually loads for /community/featured (guest) and /dashboard
// (signed in), measured in Chromium against the built app. Target: at most 150 KB each.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROUTE_SCRIPT_BUDGET_BYTES, routeScripts } from '../e2e/support/route-scripts.ts';
import { ensureBuilt, ensureInstalled, root } from '../scripts/lib/prepare.mjs';
import { chromiumLaunchOptions } from '../test/chromium.ts';

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

const browser = await chromium.launch(chromiumLaunchOptions());

async function measure(context, route) {
  const { total, files } = await routeScripts(context, base, `${base}${route}`);
  // BUNDLE_VERBOSE=1 lists each script, largest first: what to split when a route goes over.
  if (process.env.BUNDLE_VERBOSE) {
    const rows = [...files].sort((a, b) => b[1] - a[1]);
    for (const [file, size] of rows) console.log(`    ${route} ${(size / 1024).toFixed(1)} KB ${file}`);
  }
  return { total, files: files.size };
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
// Removing the data directory under a server still writing its card data made it log a failed query.
const exited = new Promise((resolve) => server.once('exit', resolve));
server.kill('SIGTERM');
await exited;
fs.rmSync(dataDir, { recursive: true, force: true });
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `JS loaded per route (gzip -9 of every script response, target ≤ 150 KB); load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
console.log(
  `  /community/featured : ${kb(featured.total)} in ${featured.files} files  (ratio ${(featured.total / ROUTE_SCRIPT_BUDGET_BYTES).toFixed(2)})`,
);
console.log(
  `  /dashboard          : ${kb(dashboard.total)} in ${dashboard.files} files  (ratio ${(dashboard.total / ROUTE_SCRIPT_BUDGET_BYTES).toFixed(2)})`,
);
