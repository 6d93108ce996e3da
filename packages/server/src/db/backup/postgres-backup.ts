import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../client';
import { dataRowCount, listTables } from '../table-checksums';
import { backupProgress } from './progress-line';
import { RestoreRefusedError } from './restore-refused';

// PostgreSQL backups are pg_dump's custom format, made and read by Debian's postgresql-client. pg_dump
// takes one snapshot, so a backup of a live server is consistent without stopping it.

/** The major version of a client tool (`pg_dump (PostgreSQL) 15.20 (Debian ...)` -> 15). */
function toolMajor(tool: string): number {
  let out: string;
  try {
    out = execFileSync(tool, ['--version'], { encoding: 'utf8' });
  } catch {
    throw new Error(
      `${tool} is not installed: apt-get install postgresql-client (the server's major version)`,
    );
  }
  return Number(/(\d+)(?:\.\d+)?/.exec(out)?.[1]);
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Runs a pg tool, feeding its --verbose lines to `onLine`; rejects with its error lines. */
function runTool(tool: string, args: string[], onLine: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let buffered = '';
    const errors: string[] = [];
    child.stderr.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        if (/error|fatal/i.test(line)) errors.push(line);
        onLine(line);
      }
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}):\n${errors.join('\n')}`)),
    );
  });
}

/** Writes a pg_dump custom-format backup of `url` to `file`. */
export async function backupPostgres(url: string, file: string, out: NodeJS.WritableStream = process.stderr) {
  const { serverMajor, tables } = await withClient(url, async (c) => ({
    serverMajor: Number((await c.query('show server_version_num')).rows[0].server_version_num) / 10000,
    tables: (await listTables(drizzle(c) as unknown as Db)).length,
  }));
  const dumpMajor = toolMajor('pg_dump');
  if (dumpMajor < Math.floor(serverMajor))
    throw new Error(
      `pg_dump ${dumpMajor} cannot back up a PostgreSQL ${Math.floor(serverMajor)} server: install postgresql-client-${Math.floor(serverMajor)}`,
    );
  const progress = backupProgress('pg_dump', tables, out);
  const timer = setInterval(() => fs.stat(file, (err, st) => !err && progress.bytes(st.size)), 500);
  try {
    await runTool(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', '--verbose', `--file=${file}`, `--dbname=${url}`],
      (line) => {
        if (/dumping contents of table/.test(line)) progress.table();
      },
    );
  } finally {
    clearInterval(timer);
  }
  progress.bytes(fs.statSync(file).size);
  progress.done();
}

/**
 * Restores a pg_dump backup into the database at `url`, in one transaction. A database holding rows is
 * refused unless `force`; its tables (and the migration bookkeeping) are dropped first either way.
 */
export async function restorePostgres(
  url: string,
  file: string,
  opts: { force: boolean; out?: NodeJS.WritableStream },
) {
  const listing = execFileSync('pg_restore', ['--list', file], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const tables = listing.split('\n').filter((l) => / TABLE DATA /.test(l)).length;
  await withClient(url, async (c) => {
    const { rows } = await dataRowCount(drizzle(c) as unknown as Db);
    if (rows > 0 && !opts.force) throw new RestoreRefusedError(`${url.replace(/\/\/[^@/]*@/, '//')}`, rows);
    // pg_restore creates every table itself: whatever is there goes, the public schema comes back empty.
    await c.query('begin');
    await c.query('drop schema if exists drizzle cascade');
    await c.query('drop schema if exists public cascade');
    await c.query('create schema public');
    await c.query('commit');
  });
  const progress = backupProgress('pg_restore', tables, opts.out);
  progress.bytes(fs.statSync(file).size);
  await runTool(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      '--verbose',
      `--dbname=${url}`,
      file,
    ],
    (line) => {
      if (/processing data for table/.test(line)) progress.table();
    },
  );
  progress.done();
}
