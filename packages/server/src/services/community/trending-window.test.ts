import { ManualClock } from '@cubewright/core/clock';
import type { TrendingResponse } from '@cubewright/core/protocol';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCube, type Person } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';

// The kept trending ranking (cube_trending, migration 0016, ADR 0061) as the window moves on the app's
// clock: follows and unfollows inside it, activity falling out of it, and a window ahead of the read (a
// clock set back, a restored database: the ranking is counted again from the activity tables). After
// each step the kept counts equal a recount of the window.

const DAY = 86_400_000;

describe(`trending's kept ranking as its window moves (${testDbKind})`, () => {
  let t: TestApp;
  let p: Record<'owner' | 'editor' | 'stranger' | 'admin', Person>;
  const clock = new ManualClock(Date.now());

  beforeAll(async () => {
    t = await createTestApp({ clock });
    p = await insertPeople(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const trending = async () => {
    const res = await call<TrendingResponse>(t.app, null, 'GET', '/api/community/trending');
    expect(res.status).toBe(200);
    return res.body.cubes.map((c) => [c.name, c.score]);
  };
  /** The kept follow counts against a recount of the follows after the window's start. */
  async function expectKeptTrue() {
    const res = await t.database.db.execute(sql`
      select c.id, coalesce(k.follows, 0) as kept,
        (select count(*)::int from cube_follows f, trending_window w
          where f.cube_id = c.id and f.followed_at > w.since) as recount
      from cubes c left join cube_trending k on k.cube_id = c.id`);
    for (const row of (res as unknown as { rows: { id: string; kept: number; recount: number }[] }).rows)
      expect(row.kept, row.id).toBe(row.recount);
  }
  const follow = (who: Person, cube: string, method: 'PUT' | 'DELETE' = 'PUT') =>
    call(t.app, who, method, `/api/follows/${cube}`);

  it('counts follows and unfollows in the window, drops what leaves it, recounts a window ahead of the read', async () => {
    const a = await createCube(t.app, p.owner, { name: 'A', visibility: 'public' });
    const b = await createCube(t.app, p.owner, { name: 'B', visibility: 'public' });
    for (const who of [p.editor, p.stranger]) expect((await follow(who, a)).status).toBe(200);
    expect((await follow(p.admin, b)).status).toBe(200);
    expect(await trending()).toEqual([
      ['A', 6],
      ['B', 3],
    ]);
    await expectKeptTrue();

    expect((await follow(p.editor, a, 'DELETE')).status).toBe(200);
    clock.advance(1_000);
    // A tie: the later-updated cube first (B was created after A).
    expect(await trending()).toEqual([
      ['B', 3],
      ['A', 3],
    ]);
    await expectKeptTrue();

    clock.advance(8 * DAY);
    expect(await trending()).toEqual([]);
    await expectKeptTrue();
    const kept = await t.database.db.execute(
      sql`select count(*)::int as n from cube_trending where score > 0`,
    );
    expect((kept as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);

    // A window ahead of the read's start (a clock set back, a restored database) is counted again from
    // the follows, whatever the kept counts say; the follows moved to a time after the read's start.
    await t.database.db.execute(sql`update trending_window set since = since + interval '30 days'`);
    await t.database.db.execute(sql`update cube_trending set follows = 99`);
    await t.database.db.execute(sql`update cube_follows set followed_at = now() + interval '3 days'`);
    expect(await trending()).toEqual([
      ['B', 3],
      ['A', 3],
    ]);
    await expectKeptTrue();
  });
});
