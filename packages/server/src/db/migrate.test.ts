import { spawn } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { needs, onlyWhen } from '../../../../test/requirements';
import { builtEntry, freePort, repoRoot, requireBuiltServer } from '../../test/built-server';
import { testDbKind } from '../../test/harness';
import { migrationsFolderWith, releaseMigrationsFolder } from '../../test/migration-folders';
import { type ScratchDatabase, scratchDatabase } from '../../test/scratch-db';
import type { Db } from './client';
import { migrationsFolder } from './client';
import { describeVersion, readMigrations, runMigrations, SchemaVersionError } from './migrate';

// Start-up migrations: an older database is brought up to date in one transaction; a database a newer
// release migrated is refused, untouched, with both versions named.

const probe = (n: number) => ({
  tag: `900${n}_probe_${n}`,
  sql: `CREATE TABLE "upgrade_probe_${n}" ("id" integer);\n--> statement-breakpoint\nINSERT INTO "upgrade_probe_${n}" VALUES (${n});`,
});

async function rowsOf(db: Db, query: string) {
  return ((await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
}
const tableExists = async (db: Db, name: string) =>
  (await rowsOf(db, `select to_regclass('public.${name}') as t`))[0]!.t !== null;
// The code's own migrations: release 0.1's and any appended since.
const known = readMigrations(migrationsFolder);
const code = known.migrations.map((m) => m.tag);
const codeVersion = describeVersion({
  tag: code.at(-1)!,
  release: known.releaseOf.get(code.at(-1)!) ?? null,
});
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const recorded = async (db: Db) =>
  (await rowsOf(db, 'select hash, created_at from drizzle.__drizzle_migrations order by id')).map((r) => ({
    ...r,
    created_at: Number(r.created_at),
  }));

// Each test boots a fresh database and runs every migration on it: on PGlite that is CPU-bound WASM,
// 13-16 s a test at load 15 and over the default minute at load 28 (2 cores), so the limit is 150 s.
describe(`migrations at start-up (${testDbKind})`, { timeout: 150_000 }, () => {
  const scratches: ScratchDatabase[] = [];
  afterAll(async () => {
    for (const s of scratches) await s.drop();
  });
  async function atRelease01() {
    const scratch = await scratchDatabase('migrate');
    scratches.push(scratch);
    const database = await scratch.open();
    const first = await runMigrations(database.db, releaseMigrationsFolder('0.1'));
    expect(first).toEqual({ from: null, to: { tag: '0000_init', release: '0.1' }, applied: ['0000_init'] });
    return { scratch, database };
  }

  it('upgrades a release 0.1 database in one transaction and says from which version to which', async () => {
    const { database } = await atRelease01();
    const res = await runMigrations(database.db, migrationsFolderWith([probe(1), probe(2)]));
    expect(res).toEqual({
      from: { tag: '0000_init', release: '0.1' },
      to: { tag: '9002_probe_2', release: null },
      applied: [...code.slice(1), '9001_probe_1', '9002_probe_2'],
    });
    expect(await rowsOf(database.db, 'select id from upgrade_probe_2')).toEqual([{ id: 2 }]);
    // Nothing left to do on the next start.
    expect((await runMigrations(database.db, migrationsFolderWith([probe(1), probe(2)]))).applied).toEqual(
      [],
    );
    await database.close();
  });

  it('applies every pending migration or none: a failing one rolls back those before it', async () => {
    const { database } = await atRelease01();
    const before = await recorded(database.db);
    const broken = { tag: '9002_broken', sql: 'SELECT 1/0;' };
    await expect(runMigrations(database.db, migrationsFolderWith([probe(1), broken]))).rejects.toThrow(
      'migration 9002_broken failed, nothing was applied: division by zero',
    );
    expect(await tableExists(database.db, 'upgrade_probe_1')).toBe(false);
    expect(await recorded(database.db)).toEqual(before);
    await database.close();
  });

  it('refuses a database migrated by a newer release, names both versions and changes nothing', async () => {
    const { database } = await atRelease01();
    await runMigrations(database.db, migrationsFolderWith([probe(1)]));
    const before = await recorded(database.db);
    const err = await database.migrate().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SchemaVersionError);
    expect((err as Error).message).toMatch(
      new RegExp(
        `^The database is newer than this code: its schema is at a migration of 20\\S+ \\(hash [0-9a-f]{12}\\) this code does not ship; this code knows up to ${escapeRegExp(codeVersion)}\\.`,
      ),
    );
    expect(await recorded(database.db)).toEqual(before);
    expect(await tableExists(database.db, 'upgrade_probe_1')).toBe(true);
    await database.close();
  });

  it(
    'two instances starting at once: one migrates, the other waits and finds it done',
    needs({ PostgreSQL: testDbKind === 'postgres' }),
    async () => {
      const scratch = await scratchDatabase('migrate-race');
      scratches.push(scratch);
      const [a, b] = [await scratch.open(), await scratch.open()];
      const results = await Promise.all([a.migrate(), b.migrate()]);
      expect(results.map((r) => r.applied.length).sort((x, y) => x - y)).toEqual([0, code.length]);
      expect(await recorded(a.db)).toHaveLength(code.length);
      await a.close();
      await b.close();
    },
  );

  describe('the built server (npm start)', () => {
    /** Runs dist/main.js on `env` until it exits or is healthy; resolves with its exit code and output. */
    async function startOnce(env: Record<string, string>) {
      requireBuiltServer();
      const port = await freePort();
      const child = spawn(process.execPath, [builtEntry], {
        cwd: repoRoot,
        env: {
          ...process.env,
          ...env,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'info',
          CARD_DATA_FILE: '',
          CARD_PRINTINGS_FILE: '',
          RATINGS_REFRESH_MINUTES: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      for (const s of [child.stdout!, child.stderr!]) s.on('data', (c: Buffer) => (out += c.toString()));
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      const healthy = (async () => {
        for (let i = 0; i < 600 && child.exitCode === null; i++) {
          try {
            if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return true;
          } catch {}
          await new Promise((r) => setTimeout(r, 100));
        }
        return false;
      })();
      const first = await Promise.race([
        exited.then((code) => ({ code })),
        healthy.then(() => ({ code: 'up' })),
      ]);
      if (first.code === 'up') {
        child.kill('SIGTERM');
        await exited;
      }
      return { code: first.code, out };
    }

    it('refuses a newer database with a message naming both versions, and serves a release 0.1 one', async () => {
      const { scratch, database } = await atRelease01();
      await database.close();
      const current = await startOnce(scratch.env);
      expect(current.code).toBe('up');
      expect(current.out).toContain(
        code.length === 1
          ? `database schema is current: ${codeVersion}`
          : `database migrated from 0000_init (release 0.1) to ${codeVersion}`,
      );

      const reopened = await scratch.open();
      await runMigrations(reopened.db, migrationsFolderWith([probe(1)]));
      await reopened.close();
      const newer = await startOnce(scratch.env);
      expect(newer.code).toBe(1);
      expect(newer.out).toMatch(
        new RegExp(
          `Cubewright cannot start: The database is newer than this code: its schema is at a migration of .* this code knows up to ${escapeRegExp(codeVersion)}`,
        ),
      );
      // Two starts of the built server: on a machine at load 16 the default minute was not enough.
    }, 180_000);

    it(
      'refuses a PGlite folder another process holds',
      onlyWhen(testDbKind === 'pglite', 'PGlite only'),
      async () => {
        const scratch = await scratchDatabase('migrate-held');
        scratches.push(scratch);
        const holder = await scratch.open();
        const res = await startOnce(scratch.env);
        await holder.close();
        expect(res.code).toBe(1);
        expect(res.out).toContain(`is in use by process ${process.pid}`);
      },
    );
  });
});
