// The built app as a child process on a free port and a fresh data folder, for benches that measure
// it over HTTP (`npm start`, card data from CARD_DATA_FILE as in production).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defaultCardData, ensureBuilt, ensureInstalled, root } from '../../scripts/lib/prepare.mjs';

export interface ServedApp {
  base: string;
  /** performance.now() when the process was spawned. */
  spawnedAt: number;
  /** /healthz as JSON (null while the server does not answer). */
  health(): Promise<{ cards?: { status?: string }; cardTables?: string } | null>;
  stop(): void;
}

/** A port nothing listens on now (the OS's choice). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built app on `dataDir` (default: a fresh folder, removed on stop); resolves once it
 * answers /healthz.
 */
export async function startServedApp(dataDir?: string): Promise<ServedApp> {
  ensureInstalled();
  ensureBuilt();
  const port = await freePort();
  const ownDir = dataDir === undefined;
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cw-bench-served-'));
  // BASE_URL: the origin the app checks writes and sockets against (a browser's requests carry it).
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    BASE_URL: base,
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
  };
  defaultCardData(env);
  const spawnedAt = performance.now();
  const child = spawn('npm', ['start', '--silent'], { cwd: root, env, stdio: 'ignore', detached: true });
  const health = async () => {
    try {
      const res = await fetch(`${base}/healthz`);
      return (await res.json()) as Awaited<ReturnType<ServedApp['health']>>;
    } catch {
      return null;
    }
  };
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {}
    if (ownDir) setTimeout(() => fs.rmSync(dir, { recursive: true, force: true }), 2000).unref();
  };
  const started = performance.now();
  while ((await health()) === null) {
    if (performance.now() - started > 120_000) {
      stop();
      throw new Error('the built app did not answer /healthz within 120 s');
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, spawnedAt, health, stop };
}
