// `npm run bench:api`: requests per second of the public read API and the cube JSON of a 540-card cube,
// beside Debian's nginx serving the very same bytes as static files in the same run, without
// Accept-Encoding, with `Accept-Encoding: gzip` and with a browser's `gzip, deflate, br` (nginx's gzip_static
// and brotli_static send the server's own gzip and br bytes; the brotli module is Debian's
// libnginx-mod-http-brotli-static, installed like nginx; without it the br row says it compares with gzip). Runs on embedded PGlite and on PostgreSQL (a fresh
// `cw_bench_api_<pid>` on BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the local server), each pair
// BENCH_RUNS times (3) for BENCH_SECONDS (5) with 10 connections, alternating, and prints the medians,
// the ratio to nginx against the target (at least 0.8, issue 29) and the load average. nginx runs with Debian's own
// settings for files (sendfile, tcp_nopush). Beside each figure, the CPU time each side spent per request
// (the server process, nginx's worker; from /proc, less what each spent idle while the other was measured:
// the server's background work is no request's): on a loaded machine req/s follow the scheduler, CPU
// time per request does not; it is printed beside nginx's with their ratio, against issue 29's target:
// at most half the server's CPU per cached request measured before the change (BASELINE_CPU, with the
// commit it was measured on). nginx is installed with
// apt-get when missing, as .ci/run does. BENCH_API_PROFILE=1 runs the server under `--cpu-prof` and prints
// where its time went during the measured runs.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createFreshPostgres } from '../packages/server/test/harness';
import { type Nginx, nginxBinary, runNginx } from '../packages/server/test/nginx';
import { defaultCardData, ensureBuilt, ensureInstalled, root } from '../scripts/lib/prepare.mjs';
import { type CpuProfile, rankProfile } from './support/cpu-profile';
import { loadAverage, median } from './support/figures';

/** Requests per second against nginx's for the same bytes (issue 29). */
const TARGET = 0.8;
/**
 * The server's CPU ms per cached request before issue 29's read model (guests' repeated reads replayed
 * before Fastify, ADR 0043): medians of 3 of this bench at BASELINE_COMMIT. The target is half of each.
 */
const BASELINE_COMMIT = 'b4b4434 (measured 2026-11-29 at load 8-17)';
const BASELINE_CPU: Record<string, Record<string, number>> = {
  'PGlite (embedded)': {
    'cards.json identity': 0.352,
    'cards.json gzip': 0.22,
    'cards.json br': 0.222,
    'cube.json identity': 0.923,
    'cube.json gzip': 0.562,
    'cube.json br': 0.352,
  },
  PostgreSQL: {
    'cards.json identity': 0.472,
    'cards.json gzip': 0.194,
    'cards.json br': 0.19,
    'cube.json identity': 0.66,
    'cube.json gzip': 0.405,
    'cube.json br': 0.427,
  },
};
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PROFILE = process.env.BENCH_API_PROFILE === '1';
const CUBE_LIST = 'MTGATinkererCube.txt';
const adminUrl =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

ensureInstalled();
ensureBuilt();
const env: NodeJS.ProcessEnv = { ...process.env };
defaultCardData(env);
if (!env.CARD_DATA_FILE || !env.CUBE_LISTS_DIR) {
  console.log('bench:api skipped: needs CARD_DATA_FILE and the cube lists beside it');
  process.exit(0);
}
if (!nginxBinary()) {
  console.log('› installing nginx (apt-get install nginx), the yardstick of this bench');
  spawnSync('apt-get', ['update', '-qq'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!nginxBinary()) {
    console.log('bench:api skipped: nginx is not installed and apt-get could not install it');
    process.exit(0);
  }
}

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
if (!fs.existsSync(BROTLI_MODULE)) {
  console.log('› installing libnginx-mod-http-brotli-static, so nginx serves the br bytes too');
  spawnSync('apt-get', ['install', '-y', '-qq', 'libnginx-mod-http-brotli-static'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
const nginxBrotli = fs.existsSync(BROTLI_MODULE);

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

interface Server {
  base: string;
  pid: number;
  /** Stops the server; under BENCH_API_PROFILE, returns its CPU profile. */
  stop(): Promise<CpuProfile | null>;
}

/** The built server on `databaseUrl` ('' for PGlite in a temp folder), once its cards and card tables are in. */
async function startServer(databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-bench-api-'));
  const profileDir = path.join(dataDir, 'profile');
  const profiling = PROFILE ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const child: ChildProcess = spawn(process.execPath, [...profiling, 'packages/server/dist/main.js'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    const profile = fs.existsSync(profileDir)
      ? (JSON.parse(
          fs.readFileSync(path.join(profileDir, fs.readdirSync(profileDir)[0]!), 'utf8'),
        ) as CpuProfile)
      : null;
    fs.rmSync(dataDir, { recursive: true, force: true });
    return profile;
  };
  for (let i = 0; ; i++) {
    try {
      // The first start's card-table copy shares the database: wait for it, it is not what we measure.
      const health = await (await fetch(`${base}/healthz`)).json();
      if (health.cards.status === 'ready' && ['done', 'failed', 'none'].includes(health.cardTables)) break;
    } catch {}
    if (i > 2400 || child.exitCode !== null) {
      await stop();
      throw new Error('the server did not get ready');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, pid: child.pid!, stop };
}

/** CPU ms (user and system) `pid` and its child processes used so far (nginx's master and worker). */
function cpuMs(pid: number): number {
  const ticks = (p: number) => {
    try {
      const fields = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return 0;
    }
  };
  let children: number[] = [];
  try {
    children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/u)
      .filter(Boolean)
      .map(Number);
  } catch {}
  // USER_HZ is 100 on Linux.
  return [pid, ...children].reduce((sum, p) => sum + ticks(p), 0) * 10;
}

async function request(base: string, method: string, url: string, cookie: string | null, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res;
}

/** Signs up, creates a public cube of CUBE_LIST and returns its id. */
async function makeCube(base: string): Promise<string> {
  const signUp = await request(base, 'POST', '/api/auth/sign-up/email', null, {
    email: 'bench-api@example.com',
    password: 'bench-password',
    name: 'benchapi',
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const names = fs
    .readFileSync(path.join(env.CUBE_LISTS_DIR!, CUBE_LIST), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const created = await (
    await request(base, 'POST', '/api/cubes', cookie, { name: 'Bench API', visibility: 'public' })
  ).json();
  await request(base, 'POST', `/api/cubes/${created.cube.id}/changes`, cookie, {
    baseVersion: created.cube.version,
    ops: names.map((name) => ({ type: 'add', card: { name } })),
  });
  return created.cube.id;
}

const ENCODINGS = [
  { key: 'identity', name: 'no Accept-Encoding', headers: {} },
  { key: 'gzip', name: 'Accept-Encoding: gzip', headers: { 'accept-encoding': 'gzip' } },
  {
    key: 'br',
    name: `Accept-Encoding: gzip, deflate, br${nginxBrotli ? '' : ' (nginx lacks brotli: it sends gzip)'}`,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  },
] as const;

/** Requests per second, and CPU ms per request of the process `pid` (with its children) serving them. */
async function measure(url: string, headers: Record<string, string>, pid: number, idlePid: number) {
  const cpuBefore = cpuMs(pid);
  const idleBefore = cpuMs(idlePid);
  const started = performance.now();
  const result = await autocannon({ url, headers, connections: 10, duration: SECONDS });
  const failed = result.errors + result.non2xx;
  if (failed > 0) throw new Error(`${url}: ${failed} failed requests`);
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    cpuMs: cpuMs(pid) - cpuBefore,
    seconds: (performance.now() - started) / 1000,
    /** CPU ms per second the other side (`idlePid`) spent meanwhile, serving nothing: its background work. */
    idleMsPerSecond: (cpuMs(idlePid) - idleBefore) / ((performance.now() - started) / 1000),
  };
}

/** One database: the server, its cube, nginx over the same bytes, and the alternating runs. */
async function benchOn(label: string, databaseUrl: string) {
  const server = await startServer(databaseUrl);
  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-bench-api-files-'));
  fs.chmodSync(files, 0o755);
  let nginx: Nginx | undefined;
  try {
    const id = await makeCube(server.base);
    const targets = [
      { name: 'GET /api/v1/cubes/:id/cards', path: `/api/v1/cubes/${id}/cards`, file: 'cards.json', kb: 0 },
      { name: 'GET /api/cubes/:id (cube JSON)', path: `/api/cubes/${id}`, file: 'cube.json', kb: 0 },
    ];
    // The yardstick serves exactly what the server sends: its identity, gzip and br bytes.
    for (const t of targets) {
      const plain = await rawBody(`${server.base}${t.path}`, null);
      fs.writeFileSync(path.join(files, t.file), plain, { mode: 0o644 });
      const gz = await rawBody(`${server.base}${t.path}`, 'gzip');
      fs.writeFileSync(path.join(files, `${t.file}.gz`), gz, { mode: 0o644 });
      const br = await rawBody(`${server.base}${t.path}`, 'br');
      fs.writeFileSync(path.join(files, `${t.file}.br`), br, { mode: 0o644 });
      t.kb = plain.length / 1024;
      console.log(
        `  ${t.name}: ${(plain.length / 1024).toFixed(0)} KB, gzip ${(gz.length / 1024).toFixed(0)} KB, br ${(br.length / 1024).toFixed(0)} KB`,
      );
    }
    const port = await freePort();
    const yardstick = await runNginx(
      port,
      () => `server {
  listen 127.0.0.1:${port};
  root ${files};
  sendfile on;
  tcp_nopush on;
  location / { gzip_static on;${nginxBrotli ? ' brotli_static on;' : ''} default_type application/json; }
}`,
      { modules: nginxBrotli ? [BROTLI_MODULE] : [] },
    );
    nginx = yardstick;
    console.log(`\n${label} (load average before: ${loadAverage()})`);
    const measuring = performance.now();
    for (const t of targets) {
      for (const enc of ENCODINGS) {
        const ours: number[] = [];
        const theirs: number[] = [];
        const ourCpu: number[] = [];
        const ourRawCpu: number[] = [];
        const theirCpu: number[] = [];
        for (let run = 0; run < RUNS; run++) {
          const a = await measure(`${server.base}${t.path}`, enc.headers, server.pid, yardstick.pid);
          const b = await measure(`${yardstick.url}/${t.file}`, enc.headers, yardstick.pid, server.pid);
          ours.push(a.rps);
          // The server's background work (PGlite's job polls, timers) runs during its runs too: what it
          // spent meanwhile idle, while nginx was measured, is taken off, so the figure is per request.
          ourCpu.push(Math.max(0, a.cpuMs - b.idleMsPerSecond * a.seconds) / a.requests);
          ourRawCpu.push(a.cpuMs / a.requests);
          theirs.push(b.rps);
          theirCpu.push(Math.max(0, b.cpuMs - a.idleMsPerSecond * b.seconds) / b.requests);
        }
        const ratio = median(ours) / median(theirs);
        const cpu = median(ourCpu);
        const baseline = BASELINE_CPU[label]?.[`${t.file} ${enc.key}`] ?? Number.NaN;
        const cpuTarget = baseline / 2;
        const cpuVerdict = Number.isNaN(cpuTarget)
          ? 'no baseline'
          : `${cpu <= cpuTarget ? 'met' : 'MISSED'}, ${(cpu / baseline).toFixed(2)} of the baseline ${baseline.toFixed(3)} ms`;
        console.log(
          `  ${t.name}, ${t.kb.toFixed(0)} KB, ${enc.name} (medians of ${RUNS}, load ${loadAverage()}):\n` +
            `    req/s     server ${median(ours).toFixed(0).padStart(6)}  nginx ${median(theirs).toFixed(0).padStart(6)}  ratio ${ratio.toFixed(2)}  target >= ${TARGET} (${ratio >= TARGET ? 'met' : 'MISSED'})\n` +
            `    CPU/req   server ${cpu.toFixed(3)} ms  nginx ${median(theirCpu).toFixed(3)} ms  server/nginx ${(cpu / median(theirCpu)).toFixed(2)}  target <= ${cpuTarget.toFixed(3)} ms, half of ${BASELINE_COMMIT} (${cpuVerdict})\n` +
            `              (server with its background work: ${median(ourRawCpu).toFixed(3)} ms)`,
        );
      }
    }
    await nginx.stop();
    nginx = undefined;
    const measured = performance.now() - measuring;
    const profile = await server.stop();
    if (profile) {
      // The server's busy time includes the nginx runs' idle gaps: the shares are what matter.
      console.log(`  server CPU profile of the measured ${(measured / 1000).toFixed(0)} s:`);
      for (const line of rankProfile(profile, 25, measured)) console.log(`    ${line}`);
    }
  } finally {
    await nginx?.stop();
    await server.stop();
    fs.rmSync(files, { recursive: true, force: true });
  }
}

/** The body as sent in `encoding` (node's http client: fetch would decode it). */
function rawBody(url: string, encoding: 'gzip' | 'br' | null): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
        if (res.statusCode !== 200 || (res.headers['content-encoding'] ?? null) !== encoding) {
          reject(new Error(`${url}: ${res.statusCode}, content-encoding ${res.headers['content-encoding']}`));
        }
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });
}

async function postgresReachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return null;
  } catch (err) {
    return (err as Error).message;
  } finally {
    await client.end().catch(() => {});
  }
}

console.log(
  `bench:api: ${CUBE_LIST} (540 cards), ${SECONDS} s per run, 10 connections, ${RUNS} runs per figure, nginx ${nginxBinary()} (1 worker, like the one Node process)`,
);
await benchOn('PGlite (embedded)', '');
const down = await postgresReachable();
if (down) {
  console.log(
    `\nPostgreSQL part skipped: not reachable at ${adminUrl} (${down}); start it or set BENCH_DATABASE_URL`,
  );
} else {
  const db = await createFreshPostgres(adminUrl, `cw_bench_api_${process.pid}`);
  try {
    await benchOn('PostgreSQL', db.url);
  } finally {
    await db.drop();
  }
}
