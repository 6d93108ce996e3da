// `npm run bench:api`: requests per second for a 540-card cube's public JSON (GET /api/v1/cubes/:id/cards)
// with autocannon against the built server, beside the same bytes served as a static file by a bare
// node:http server on the same machine; prints both and the ratio. The server runs on embedded PGlite
// with the card data from CARD_DATA_FILE (the offline copy by default).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { defaultCardData, ensureBuilt, ensureInstalled, root } from '../scripts/lib/prepare.mjs';

ensureInstalled();
ensureBuilt();
const env = { ...process.env };
defaultCardData(env);
if (!env.CARD_DATA_FILE || !env.CUBE_LISTS_DIR) {
  console.log('bench:api skipped: needs CARD_DATA_FILE and the cube lists beside it');
  process.exit(0);
}
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-bench-api-'));
const server = spawn(process.execPath, ['packages/server/dist/main.js'], {
  cwd: root,
  env: {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: base,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX: '1000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};

async function cardsReady() {
  for (let i = 0; i < 2400; i++) {
    try {
      // Wait for the first start's card-table mirror too: it shares the embedded database's one connection.
      const health = await (await fetch(`${base}/healthz`)).json();
      if (health.cards.status === 'ready' && ['done', 'failed', 'none'].includes(health.cardTables)) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('card data did not load');
}

async function json(method, url, cookie, body) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return { res, body: await res.json() };
}

try {
  await cardsReady();
  const signUp = await json('POST', '/api/auth/sign-up/email', null, {
    email: 'bench-api@example.com',
    password: 'bench-password',
    name: 'benchapi',
  });
  const cookie = signUp.res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const names = fs
    .readFileSync(path.join(env.CUBE_LISTS_DIR, 'MTGATinkererCube.txt'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const created = await json('POST', '/api/cubes', cookie, { name: 'Bench API', visibility: 'public' });
  const id = created.body.cube.id;
  await json('POST', `/api/cubes/${id}/changes`, cookie, {
    baseVersion: created.body.cube.version,
    ops: names.map((name) => ({ type: 'add', card: { name } })),
  });

  const apiUrl = `${base}/api/v1/cubes/${id}/cards`;
  const bytes = Buffer.from(await (await fetch(apiUrl)).arrayBuffer());
  const file = path.join(dataDir, 'cube.json');
  fs.writeFileSync(file, bytes);
  // The yardstick: a file read from disk and sent as is, no framework, no database.
  const staticServer = http.createServer((_req, res) => {
    fs.readFile(file, (err, data) => {
      res.writeHead(err ? 500 : 200, { 'content-type': 'application/json' });
      res.end(data);
    });
  });
  const staticPort = await freePort();
  await new Promise((r) => staticServer.listen(staticPort, '127.0.0.1', r));

  const run = (url) => autocannon({ url, connections: 10, duration: DURATION });
  const api = await run(apiUrl);
  const plain = await run(`http://127.0.0.1:${staticPort}/cube.json`);
  staticServer.close();

  const rps = (r) => r.requests.average;
  console.log(
    `540-card cube JSON: ${(bytes.length / 1024).toFixed(0)} KB, ${DURATION} s per run, 10 connections`,
  );
  console.log(
    `  Cubewright GET /api/v1/cubes/:id/cards : ${rps(api).toFixed(0)} req/s, p50 ${api.latency.p50} ms, p99 ${api.latency.p99} ms, errors ${api.errors + api.non2xx}`,
  );
  console.log(
    `  static file (node:http)               : ${rps(plain).toFixed(0)} req/s, p50 ${plain.latency.p50} ms, p99 ${plain.latency.p99} ms`,
  );
  console.log(`  ratio api / static: ${(rps(api) / rps(plain)).toFixed(2)}`);
} finally {
  stop();
}
