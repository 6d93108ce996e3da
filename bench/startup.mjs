// Cold start: seconds from `npm start` until the first page is served, on a fresh data folder
// (migrations + first card import) and again on the same folder (a restart).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defaultCardData, ensureBuilt, ensureInstalled, root } from '../scripts/lib/prepare.mjs';

ensureInstalled();
ensureBuilt();

async function freePort() {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function timeStart(dataDir) {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  defaultCardData(env);
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], { cwd: root, env, stdio: 'ignore', detached: true });
  let firstPage = null;
  let cardsReady = null;
  while (performance.now() - started < 120_000 && (firstPage === null || cardsReady === null)) {
    try {
      if (firstPage === null) {
        const res = await fetch(`http://127.0.0.1:${port}/community/featured`);
        if (res.ok) firstPage = (performance.now() - started) / 1000;
      }
      if (firstPage !== null) {
        const res = await fetch(`http://127.0.0.1:${port}/api/app-info`);
        const body = res.ok ? await res.json() : null;
        if (body?.cards?.status === 'ready') cardsReady = (performance.now() - started) / 1000;
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  process.kill(-child.pid, 'SIGTERM');
  return { firstPage, cardsReady };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-bench-start-'));
const fresh = await timeStart(dataDir);
const restart = await timeStart(dataDir);
fs.rmSync(dataDir, { recursive: true, force: true });
const fmt = (s) => (s === null ? 'timeout' : `${s.toFixed(2)} s`);
console.log('cold start (npm start, built, card file from CARD_DATA_FILE)');
console.log(
  `  fresh data folder : first page ${fmt(fresh.firstPage)}, card index ready ${fmt(fresh.cardsReady)}`,
);
console.log(
  `  restart           : first page ${fmt(restart.firstPage)}, card index ready ${fmt(restart.cardsReady)}`,
);
if (fresh.firstPage !== null)
  console.log(`  ratio to the 10 s target (fresh): ${(fresh.firstPage / 10).toFixed(2)}`);
