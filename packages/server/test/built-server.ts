import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Linux's clock ticks per second in /proc (USER_HZ: 100 on every common kernel). */
const CLOCK_TICKS = 100;

// The BUILT server (packages/server/dist/main.js) as a real child process, for tests and benches that
// must kill it (SIGKILL) or measure it as it runs in production, and a small cookie-carrying HTTP client
// for talking to it over the loopback.

export const repoRoot = path.resolve(import.meta.dirname, '../../..');
export const builtEntry = path.join(repoRoot, 'packages/server/dist/main.js');

/** Fails with what to do when the server has not been built (npm test and CI build first). */
export function requireBuiltServer(): void {
  if (!fs.existsSync(builtEntry))
    throw new Error(
      `${builtEntry} is missing: run \`npm run build\` (or \`npm run build -w @cubewright/server\`) first`,
    );
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface BuiltServer {
  readonly url: string;
  readonly child: ChildProcess;
  /** Resident set size of the process in bytes, from /proc (null where there is no /proc). */
  rss(): number | null;
  /** CPU seconds the server process has used (user + system, from /proc); null where unreadable. */
  cpuSeconds(): number | null;
  /** SIGKILL: no shutdown hooks, no flushing; resolves once the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM and wait for the graceful shutdown. */
  stop(): Promise<void>;
}

/** Starts dist/main.js on `port` with `env` on top of a quiet default and waits for /healthz. */
export async function startBuiltServer(opts: {
  port: number;
  env: Record<string, string>;
  /**
   * Another checkout's built server (its `packages/server/dist/main.js`, run from that checkout), e.g. an
   * older commit for a same-run A/B in a bench; this checkout's by default.
   */
  root?: string;
  /** Flags for node itself, e.g. `--cpu-prof` to profile the server. */
  nodeArgs?: string[];
  timeoutMs?: number;
}): Promise<BuiltServer> {
  const root = opts.root ?? repoRoot;
  const entry = path.join(root, path.relative(repoRoot, builtEntry));
  if (opts.root === undefined) requireBuiltServer();
  else if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: build that checkout's server first`);
  const url = `http://127.0.0.1:${opts.port}`;
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      BASE_URL: url,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      AUTH_RATE_LIMIT_MAX: '100000',
      RATINGS_REFRESH_MINUTES: '0',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The log goes on to ours; its tail goes into the error when start-up fails.
  let tail = '';
  for (const stream of [child.stdout!, child.stderr!])
    stream.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      tail = (tail + chunk.toString()).slice(-4000);
    });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const until = Date.now() + (opts.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `the built server exited during start-up (${child.exitCode ?? child.signalCode}):\n${tail}`,
      );
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`the built server did not become healthy at ${url}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    rss() {
      try {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
        return kb ? Number(kb) * 1024 : null;
      } catch {
        return null;
      }
    },
    cpuSeconds() {
      try {
        // Fields 14 and 15 of /proc/PID/stat (after the parenthesised name) are utime and stime in ticks.
        const stat = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
      } catch {
        return null;
      }
    },
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** One signed-in user talking JSON to a server over real HTTP. */
export interface HttpUser {
  readonly username: string;
  readonly cookie: string;
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T }>;
}

/** `name=value; ...` from a fetch response's Set-Cookie headers (cleared cookies left out). */
function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}

/** The base URL is read on every call, so a client survives its server being restarted elsewhere. */
function httpUser(base: () => string, username: string, cookie: string): HttpUser {
  return {
    username,
    cookie,
    async call(method, path, body, headers = {}) {
      const res = await fetch(`${base()}${path}`, {
        method,
        headers: {
          cookie,
          origin: base(),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      // A proxy's error page (nginx's 502) is HTML, not JSON.
      return { status: res.status, body: parseOrNull(text) as never };
    },
  };
}

/** Signs up through better-auth's e-mail endpoint over HTTP. */
export async function signUpOverHttp(base: () => string, username: string): Promise<HttpUser> {
  const res = await fetch(`${base()}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base() },
    body: JSON.stringify({
      email: `${username}@example.com`,
      password: 'correct horse battery',
      name: username,
    }),
  });
  if (res.status !== 200)
    throw new Error(`sign-up of ${username} failed with ${res.status}: ${await res.text()}`);
  return httpUser(base, username, cookieFrom(res));
}

/** Creates a booster draft of `cubeId` as `host`, without a pick timer; returns its id. */
export async function createDraftOverHttp(
  host: HttpUser,
  cubeId: string,
  settings: {
    seats: number;
    packs: number;
    cardsPerPack: number;
    bots: boolean;
    timerSeconds?: number | null;
  },
): Promise<string> {
  const res = await host.call<{ draft: { id: string } }>('POST', '/api/drafts', {
    cubeId,
    format: 'booster',
    timerSeconds: null,
    ...settings,
  });
  if (res.status !== 201) throw new Error(`creating a draft failed: ${JSON.stringify(res.body)}`);
  return res.body.draft.id;
}

/** Creates a cube of `n` name-keyed cards (no card data needed) as `owner`; returns its id. */
export async function draftableCubeOverHttp(owner: HttpUser, n: number): Promise<string> {
  const created = await owner.call<{ cube: { id: string } }>('POST', '/api/cubes', { name: 'Draft Cube' });
  if (created.status !== 201) throw new Error(`cube creation failed: ${JSON.stringify(created.body)}`);
  const id = created.body.cube.id;
  const ops = Array.from({ length: n }, (_, i) => ({
    type: 'add',
    card: { name: `Draft Card ${i}`, cardId: `name:draft card ${i}` },
  }));
  const saved = await owner.call('POST', `/api/cubes/${id}/changes`, { baseVersion: 0, ops });
  if (saved.status !== 200) throw new Error(`saving cards failed: ${JSON.stringify(saved.body)}`);
  return id;
}

function parseOrNull(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
