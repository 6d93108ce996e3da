import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs, onlyWhen } from '../../../../../test/requirements';
import { loadData } from '../../../test/fixtures/data-dump';
import { FIXTURE_PASSWORD } from '../../../test/fixtures/release-data';
import { createTestApp, testDbKind } from '../../../test/harness';
import { releaseMigrationsFolder } from '../../../test/migration-folders';
import { type ScratchDatabase, scratchDatabase } from '../../../test/scratch-db';
import { signIn } from '../../../test/sign-up';
import { BACKUP_MESSAGES } from '../../routes/admin/backup-routes';
import { runMigrations } from '../migrate';
import { type TableSummary, tableChecksums } from '../table-checksums';

// `npm run db:backup` and `npm run db:restore`, run as the operator runs them (child processes on the
// configured database): a backup restored into an empty database gives the same rows in every table
// (counts and content checksums); a database holding rows is only replaced with --force.

const serverDir = path.resolve(import.meta.dirname, '../../..');
const fixture = path.join(serverDir, 'test/fixtures/release-0.1.sql.gz');

/** Runs one of the db CLIs on `env`'s database; resolves with its exit code and output. */
function cli(script: 'db-backup' | 'db-restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${script}.ts`, ...args], {
      cwd: serverDir,
      env: { ...process.env, ...env, INIT_CWD: serverDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    for (const s of [child.stdout, child.stderr]) s.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) => resolve({ code, out }));
  });
}

describe(`database backups (${testDbKind})`, () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-backup-test-'));
  const scratches: ScratchDatabase[] = [];
  let source: ScratchDatabase;
  let expected: Record<string, TableSummary>;
  const fresh = async (tag: string) => {
    const s = await scratchDatabase(tag);
    scratches.push(s);
    return s;
  };
  const checksumsOf = async (s: ScratchDatabase) => {
    const database = await s.open();
    try {
      return await tableChecksums(database.db);
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    // The release fixture, upgraded to the code's schema: every table has rows.
    source = await fresh('backup-source');
    const database = await source.open();
    await runMigrations(database.db, releaseMigrationsFolder('0.1'));
    await loadData(database.db, zlib.gunzipSync(fs.readFileSync(fixture)).toString('utf8'));
    await database.migrate();
    expected = await tableChecksums(database.db);
    await database.close();
  }, 180_000);
  afterAll(async () => {
    for (const s of scratches) await s.drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  // The CLI's dump and restore as child processes: 56 s on PGlite at load 13-20.
  it('a backup restored into an empty database has every table equal', { timeout: 180_000 }, async () => {
    const file = path.join(tmp, 'full.backup');
    const backup = await cli('db-backup', [file], source.env);
    expect(backup.code, backup.out).toBe(0);
    expect(backup.out).toMatch(/tables\s+[\d.]+ MB/);
    expect(fs.existsSync(`${file}.partial`)).toBe(false);

    const target = await fresh('backup-target');
    const restore = await cli('db-restore', [file], target.env);
    expect(restore.code, restore.out).toBe(0);
    const restored = await checksumsOf(target);
    expect(Object.keys(restored).length).toBeGreaterThan(20);
    expect(restored).toEqual(expected);

    // Now it holds rows: a second restore needs --force, and gives the same database again.
    const refused = await cli('db-restore', [file], target.env);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/is not empty \([\d,]+ rows\): restoring would replace it\. Pass --force/);
    const forced = await cli('db-restore', [file, '--force'], target.env);
    expect(forced.code, forced.out).toBe(0);
    expect(await checksumsOf(target)).toEqual(expected);
  });

  it('refuses a backup of the other kind of database, and a missing FILE', async () => {
    const other = path.join(tmp, 'other.backup');
    fs.writeFileSync(other, testDbKind === 'pglite' ? 'PGDMP\u0001' : Buffer.from([0x1f, 0x8b, 8, 0]));
    const target = await fresh('backup-kind');
    const res = await cli('db-restore', [other], target.env);
    expect(res.code).toBe(1);
    expect(res.out).toMatch(/backup, but the configured database is/);
    const usage = await cli('db-backup', [], target.env);
    expect(usage.code).toBe(2);
    expect(usage.out).toContain('Usage: npm run db:backup -- FILE');
  });

  it('PGlite: the CLI refuses while a server holds the folder; the server gives admins a backup', {
    ...onlyWhen(testDbKind === 'pglite', 'PGlite only'),
    timeout: 180_000,
  }, async () => {
    const database = await source.open();
    const t = await createTestApp({ database, draftWorker: false });
    try {
      const held = await cli('db-backup', [path.join(tmp, 'held.backup')], source.env);
      expect(held.code).toBe(1);
      expect(held.out).toContain(`is in use by process ${process.pid}`);

      const admin = await signIn(t.app, { email: 'admin@example.com', password: FIXTURE_PASSWORD });
      const alice = await signIn(t.app, { email: 'alice@example.com', password: FIXTURE_PASSWORD });
      const denied = await t.app.inject({ url: '/api/admin/backup', headers: { cookie: alice } });
      expect(denied.statusCode).toBe(403);
      expect(denied.json().error).toBe(BACKUP_MESSAGES.adminOnly);
      expect((await t.app.inject({ url: '/api/admin/backup' })).statusCode).toBe(401);
      const res = await t.app.inject({ url: '/api/admin/backup', headers: { cookie: admin } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(
        /attachment; filename="cubewright-.*\.pglite\.tar\.gz"/,
      );
      const file = path.join(tmp, 'live.backup');
      fs.writeFileSync(file, res.rawPayload);
      const target = await fresh('backup-live');
      const restore = await cli('db-restore', [file], target.env);
      expect(restore.code, restore.out).toBe(0);
      // The sign-ins above added sessions and rate-limit counts, and the running server's job worker
      // claims and reschedules its queue (the purge job's row changes as it runs); everything else is
      // as it was.
      const LIVE = ['public.session', 'public.rate_limit', 'public.jobs'];
      const withoutSignIns = (s: Record<string, TableSummary>) =>
        Object.fromEntries(Object.entries(s).filter(([k]) => !LIVE.includes(k)));
      expect(withoutSignIns(await checksumsOf(target))).toEqual(withoutSignIns(expected));
    } finally {
      await t.close();
    }
  });

  it(
    'PostgreSQL: the backup endpoint points to pg_dump',
    needs({ PostgreSQL: testDbKind === 'postgres' }),
    async () => {
      const database = await source.open();
      const t = await createTestApp({ database, env: source.env, draftWorker: false });
      try {
        const admin = await signIn(t.app, { email: 'admin@example.com', password: FIXTURE_PASSWORD });
        const res = await t.app.inject({ url: '/api/admin/backup', headers: { cookie: admin } });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toBe(BACKUP_MESSAGES.postgres);
      } finally {
        await t.close();
      }
    },
  );
});
