import type { CommunityCube, CommunityListResponse } from '@cubewright/core/protocol';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCube, type Person } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';

// The follower and like counters on the cube row (migration 0010, ADR 0055) against the rows they count,
// after random follows, likes and their undoing (twice, at once, and by a deleted account); and keyset
// pages of every sort through cubes whose keys tie.

type Op = {
  who: number;
  cube: number;
  act: 'follow' | 'unfollow' | 'like' | 'unlike' | 'mute';
  twice: boolean;
};

const REQUESTS = {
  follow: ['PUT', 'follows', undefined],
  unfollow: ['DELETE', 'follows', undefined],
  mute: ['PUT', 'follows', { notificationsEnabled: false }],
  like: ['PUT', 'likes', undefined],
  unlike: ['DELETE', 'likes', undefined],
} as const;

describe(`cube follower and like counters (${testDbKind})`, () => {
  let t: TestApp;
  let people: Person[];
  let cubes: string[];

  beforeAll(async () => {
    t = await createTestApp();
    const a = await insertPeople(t);
    const b = await insertPeople(t, '2');
    people = [...Object.values(a), ...Object.values(b)];
    cubes = [];
    for (const name of ['Alpha', 'Beta', 'Gamma']) {
      cubes.push(await createCube(t.app, a.owner, { name, visibility: 'public' }));
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Each cube's counters and the true counts of its rows. */
  async function countersAndTruth() {
    const res = await t.database.db.execute(sql`
      select id, follower_count as followers, like_count as likes,
        (select count(*)::int from cube_follows f where f.cube_id = cubes.id) as true_followers,
        (select count(*)::int from cube_likes l where l.cube_id = cubes.id) as true_likes
      from cubes order by id`);
    return (res as unknown as { rows: Record<string, unknown>[] }).rows;
  }

  async function expectCountersTrue() {
    for (const row of await countersAndTruth()) {
      expect(row.followers, `followers of ${row.id}`).toBe(row.true_followers);
      expect(row.likes, `likes of ${row.id}`).toBe(row.true_likes);
    }
    // And the lists show them.
    const { body } = await call<CommunityListResponse>(t.app, null, 'GET', '/api/community/browse?limit=60');
    const truth = new Map((await countersAndTruth()).map((r) => [r.id, r]));
    for (const tile of body.cubes) {
      expect(tile.followerCount).toBe(truth.get(tile.id)?.true_followers);
      expect(tile.likeCount).toBe(truth.get(tile.id)?.true_likes);
    }
  }

  it('equal the true counts after random follows, likes, toggles and repeats', async () => {
    const op = fc.record({
      who: fc.nat({ max: 7 }),
      cube: fc.nat({ max: 2 }),
      act: fc.constantFrom('follow', 'unfollow', 'like', 'unlike', 'mute'),
      twice: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 25 }), async (ops: Op[]) => {
        for (const o of ops) {
          const [method, path, body] = REQUESTS[o.act];
          const send = () => call(t.app, people[o.who]!, method, `/api/${path}/${cubes[o.cube]}`, body);
          // Twice at once: the second must not count again (or uncount what the first took back).
          const answers = await Promise.all(o.twice ? [send(), send()] : [send()]);
          for (const a of answers) expect(a.status).toBe(200);
        }
        await expectCountersTrue();
      }),
      { numRuns: 8, seed: 29 },
    );
  });

  it('follow a deleted account out of the counts (the cascade, which no service runs)', async () => {
    const [gone] = Object.values(await insertPeople(t, 'gone'));
    await call(t.app, gone!, 'PUT', `/api/follows/${cubes[0]}`);
    await call(t.app, gone!, 'PUT', `/api/likes/${cubes[0]}`);
    const before = (await countersAndTruth()).find((r) => r.id === cubes[0])!;
    await t.database.db.execute(sql`delete from "user" where email = ${gone!.email}`);
    const after = (await countersAndTruth()).find((r) => r.id === cubes[0])!;
    expect(after.followers).toBe((before.followers as number) - 1);
    expect(after.likes).toBe((before.likes as number) - 1);
    await expectCountersTrue();
  });

  it('pages every sort through tied keys without repeating or skipping a cube', async () => {
    const owner = people[1]!;
    const made: string[] = [];
    for (let i = 0; i < 7; i++)
      made.push(await createCube(t.app, owner, { name: 'Tied', visibility: 'public' }));
    // Same update time, size, follower and like counts and name for all seven: only the id breaks ties.
    await t.database.db.execute(
      sql`update cubes set updated_at = '2026-01-01T00:00:00Z', created_at = '2026-01-01T00:00:00Z' where name = 'Tied'`,
    );
    const listed = new Set((await countersAndTruth()).map((r) => r.id as string));
    for (const sort of ['updated', 'followers', 'likes', 'name', 'size']) {
      const seen: CommunityCube[] = [];
      let cursor: string | null = null;
      do {
        const url: string = `/api/community/browse?sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
        const res = await call<CommunityListResponse>(t.app, null, 'GET', url);
        expect(res.status, url).toBe(200);
        seen.push(...res.body.cubes);
        cursor = res.body.nextCursor;
      } while (cursor);
      const ids = seen.map((c) => c.id);
      expect(new Set(ids).size, `${sort}: a cube repeated`).toBe(ids.length);
      expect(new Set(ids), `${sort}: a cube skipped`).toEqual(listed);
    }
  });

  it('answers a forged cursor key with a 400, not a failed cast', async () => {
    const forged = (key: string) =>
      Buffer.from(JSON.stringify(['browse:followers', key, 'x'])).toString('base64url');
    for (const key of ['many', '2026-02-30 00:00:00+00', '99999999999']) {
      const res = await call(
        t.app,
        null,
        'GET',
        `/api/community/browse?sort=followers&cursor=${forged(key)}`,
      );
      expect(res.status, key).toBe(400);
    }
    const date = Buffer.from(JSON.stringify(['browse:updated', '2026-02-30 00:00:00+00', 'x'])).toString(
      'base64url',
    );
    expect((await call(t.app, null, 'GET', `/api/community/browse?cursor=${date}`)).status).toBe(400);
  });
});
