import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './built-server';

// Debian's nginx running the repository's deploy/nginx.conf, for tests of several instances behind one
// proxy. The site file is used as written except for its addresses: the listen port and the upstream
// servers are replaced with the test's, and it is wrapped in a minimal main configuration (the package's
// /etc/nginx/nginx.conf plays that part in production).

const siteConfigFile = path.join(repoRoot, 'deploy/nginx.conf');

/** The nginx binary, or null when the package is not installed (`apt-get install -y nginx`). */
export function nginxBinary(): string | null {
  for (const dir of (process.env.PATH ?? '').split(':').concat('/usr/sbin', '/sbin')) {
    const file = path.join(dir, 'nginx');
    if (dir && fs.existsSync(file)) return file;
  }
  return null;
}

/** deploy/nginx.conf with its listen address and upstream servers replaced; throws if they are not found. */
function siteConfigFor(port: number, upstreamPorts: readonly number[]): string {
  const site = fs.readFileSync(siteConfigFile, 'utf8');
  const upstream = /^(\s*)server 127\.0\.0\.1:\d+( [^;]*)?;$/gm;
  const servers = [...site.matchAll(upstream)];
  if (servers.length < 2) throw new Error(`${siteConfigFile} lists fewer than two upstream servers`);
  const options = servers[0]![2] ?? '';
  let replaced = false;
  const withUpstreams = site.replace(upstream, (_line, indent: string) => {
    if (replaced) return '';
    replaced = true;
    return upstreamPorts.map((p) => `${indent}server 127.0.0.1:${p}${options};`).join('\n');
  });
  const listens = /^\s*listen [^;]+;$/gm;
  if (!listens.test(withUpstreams)) throw new Error(`${siteConfigFile} has no listen line`);
  let first = true;
  return withUpstreams.replace(listens, (line) => {
    const indent = /^\s*/.exec(line)![0];
    const out = first ? `${indent}listen 127.0.0.1:${port};` : '';
    first = false;
    return out;
  });
}

export interface Nginx {
  readonly url: string;
  /** The master process (its worker is its child). */
  readonly pid: number;
  stop(): Promise<void>;
}

/** Starts nginx in the foreground on `port` in front of `upstreamPorts`; resolves once it accepts requests. */
export function startNginx(port: number, upstreamPorts: readonly number[]): Promise<Nginx> {
  return runNginx(port, () => siteConfigFor(port, upstreamPorts));
}

/**
 * Starts nginx in the foreground with the server block(s) `site` returns (given nginx's own temp folder),
 * listening on `port`, with dynamic `modules` (.so paths) loaded; resolves once it accepts requests. The bench
 * of the public API serves files with it.
 */
export async function runNginx(
  port: number,
  site: (dir: string) => string,
  opts: { modules?: readonly string[] } = {},
): Promise<Nginx> {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed: apt-get install -y nginx');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-nginx-'));
  // The workers may run as another user (nobody) and need to reach their temp folders.
  fs.chmodSync(dir, 0o755);
  fs.writeFileSync(path.join(dir, 'site.conf'), site(dir));
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${(opts.modules ?? []).map((m) => `load_module ${m};\n`).join('')}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
  );
  const child: ChildProcess = spawn(
    binary,
    ['-p', dir, '-c', `${dir}/nginx.conf`, '-e', `${dir}/error.log`],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = fs.existsSync(`${dir}/error.log`) ? fs.readFileSync(`${dir}/error.log`, 'utf8') : '';
      throw new Error(`nginx exited during start-up (${child.exitCode}):\n${log}`);
    }
    try {
      await fetch(`${url}/healthz`);
      break;
    } catch {}
    if (Date.now() > until) throw new Error(`nginx did not answer at ${url}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
