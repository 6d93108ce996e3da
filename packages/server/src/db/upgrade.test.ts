import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type AnyBody, call, type Person } from '../../test/cube-requests';
import { playToEnd } from '../../test/draft-bed';
import { loadData } from '../../test/fixtures/data-dump';
import { FIXTURE_PASSWORD, FIXTURE_USERS } from '../../test/fixtures/release-data';
import { createTestApp, type TestApp, testDbKind } from '../../test/harness';
import { releaseMigrationsFolder, releases } from '../../test/migration-folders';
import { type ScratchDatabase, scratchDatabase } from '../../test/scratch-db';
import { signIn } from '../../test/sign-up';
import type { Db } from './client';
import { runMigrations } from './migrate';
import { keyChecksums } from './table-checksums';

// Every release's fixture database (test/fixtures/release-<v>.sql.gz, made by make-release-fixture.ts
// through that release's API) is loaded at that release's migrations, upgraded by the code's migrations,
// and must keep every row and serve every page that reads it: cubes, versions, activity, follows,
// notifications, custom cards, simulations, a finished draft, and a running draft that plays to the end.

const fixturesDir = path.resolve(import.meta.dirname, '../../test/fixtures');
const fixtureOf = (version: string) => path.join(fixturesDir, `release-${version}.sql.gz`);

const rowsOf = async <T = AnyBody>(db: Db, query: string) =>
  ((await db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

describe(`upgrading each release's database to the code's schema (${testDbKind})`, () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('every release has a fixture', () => {
    for (const r of releases()) expect(fs.existsSync(fixtureOf(r.version)), fixtureOf(r.version)).toBe(true);
  });

  // A release's fixture loaded, migrated and every page read: 53 s on PGlite at load 13-20.
  it.each(releases().map((r) => [r.version]))(
    'release %s: every row survives and every page that reads it works',
    { timeout: 180_000 },
    async (version) => {
      const scratch: ScratchDatabase = await scratchDatabase(`upgrade-${version}`);
      cleanups.push(() => scratch.drop());
      const old = await scratch.open();
      await runMigrations(old.db, releaseMigrationsFolder(version));
      await loadData(old.db, zlib.gunzipSync(fs.readFileSync(fixtureOf(version))).toString('utf8'));
      const before = await keyChecksums(old.db);
      // The fixture is a real data set, not a token one.
      expect(before['public.cubes']!.rows).toBe(50);
      expect(before['public.cube_cards']!.rows).toBeGreaterThan(2000);
      for (const table of ['cube_versions', 'cube_activity', 'cube_follows', 'notifications', 'custom_cards'])
        expect(before[`public.${table}`]!.rows, table).toBeGreaterThan(0);
      await old.close();

      // As `npm start` does: open and migrate.
      const database = await scratch.open();
      const migrated = await database.migrate();
      expect(migrated.from).toMatchObject({ release: version });
      const after = await keyChecksums(database.db);
      for (const [table, summary] of Object.entries(before)) expect(after[table], table).toEqual(summary);

      const t: TestApp = await createTestApp({ database, env: scratch.env, draftWorker: false });
      cleanups.push(() => t.close());
      const db = database.db;
      const people = new Map<string, Person>();
      for (const username of FIXTURE_USERS) {
        const email = `${username}@example.com`;
        people.set(username, {
          cookie: await signIn(t.app, { email, password: FIXTURE_PASSWORD }),
          username,
          email,
        });
      }
      const ownerOf = new Map(
        (
          await rowsOf(db, 'select c.id, p.username from cubes c join profiles p on p.user_id = c.created_by')
        ).map((r) => [r.id as string, people.get(r.username as string)!]),
      );

      // Each owner sees all their cubes; each cube's page, list, versions and activity read back.
      for (const [username, person] of people) {
        const mine = await call<AnyBody>(t.app, person, 'GET', '/api/cubes/mine');
        expect(mine.status, username).toBe(200);
        const owned = [...ownerOf.values()].filter((p) => p === person).length;
        expect(mine.body.cubes.length, username).toBe(owned);
      }
      const cardCounts = new Map(
        (await rowsOf(db, 'select cube_id, count(*)::int as n from cube_cards group by cube_id')).map((r) => [
          r.cube_id as string,
          r.n as number,
        ]),
      );
      const versionCounts = new Map(
        (await rowsOf(db, 'select cube_id, count(*)::int as n from cube_versions group by cube_id')).map(
          (r) => [r.cube_id as string, r.n as number],
        ),
      );
      for (const [id, owner] of ownerOf) {
        const cube = await call<AnyBody>(t.app, owner, 'GET', `/api/cubes/${id}`);
        expect(cube.status, id).toBe(200);
        expect(cube.body.cards.length, id).toBe(cardCounts.get(id));
        // Rows from before entry overrides existed read as no override, on the main board or maybeboard.
        for (const c of cube.body.cards) {
          expect(c.imageUrl ?? c.manaValue ?? c.typeLine ?? c.rarity ?? null, id).toBeNull();
          expect(['main', 'maybe'], id).toContain(c.board);
        }
        const versions = await call<AnyBody>(t.app, owner, 'GET', `/api/cubes/${id}/versions`);
        expect(versions.status, id).toBe(200);
        expect(versions.body.versions.length, id).toBe(versionCounts.get(id));
        const activity = await call<AnyBody>(t.app, owner, 'GET', `/api/cubes/${id}/activity`);
        expect(activity.status, id).toBe(200);
        const entries = Object.values(activity.body).find(Array.isArray) as unknown[];
        expect(entries.length, id).toBeGreaterThan(0);
        expect((await call(t.app, owner, 'GET', `/api/cubes/${id}/analytics`)).status, id).toBe(200);
      }

      // Follows, notifications and custom cards of every user.
      const notified = new Map(
        (
          await rowsOf(
            db,
            'select p.username, count(*)::int as n from notifications n join profiles p on p.user_id = n.user_id group by 1',
          )
        ).map((r) => [r.username as string, r.n as number]),
      );
      for (const [username, person] of people) {
        const follows = await call<AnyBody>(t.app, person, 'GET', '/api/follows');
        expect(follows.status, username).toBe(200);
        const notes = await call<AnyBody>(t.app, person, 'GET', '/api/notifications');
        expect(notes.status, username).toBe(200);
        const stored = notified.get(username) ?? 0;
        expect(notes.body.notifications.length, username).toBeLessThanOrEqual(stored);
        if (stored > 0) expect(notes.body.notifications.length, username).toBeGreaterThan(0);
        expect((await call(t.app, person, 'GET', '/api/custom-cards/mine')).status, username).toBe(200);
      }

      // The saved simulation and the finished draft read back; the running draft plays to the end.
      const [run] = await rowsOf(db, 'select cube_id from simulation_runs');
      const runs = await call<AnyBody>(t.app, null, 'GET', `/api/cubes/${run.cube_id}/simulations`);
      expect(runs.status).toBe(200);
      expect(runs.body.runs).toHaveLength(1);
      const drafts = await rowsOf(db, 'select id, status, cube_id from drafts order by created_at');
      expect(drafts.map((d) => d.status)).toEqual(['complete', 'running']);
      const host = ownerOf.get(drafts[0].cube_id)!;
      const done = await call<AnyBody>(t.app, host, 'GET', `/api/drafts/${drafts[0].id}/result`);
      expect(done.status).toBe(200);
      const players = [host, people.get('bruno')!];
      const picks = await playToEnd(t.app, players, drafts[1].id);
      expect(picks).toBeGreaterThan(0);
      const result = await call<AnyBody>(t.app, host, 'GET', `/api/drafts/${drafts[1].id}/result`);
      expect(result.status).toBe(200);
      const pools = result.body.seats.map((s: AnyBody) => s.pool.length);
      expect(pools).toEqual(Array(pools.length).fill(8));
    },
  );
});
