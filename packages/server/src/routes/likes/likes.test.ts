import type { CommunityListResponse, LikeStatus } from '@cubewright/core/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyBody } from '../../../test/cube-requests';
import { call, createCube } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';

// Likes on cubes over HTTP against a real database: one per user, a toggle, signed-in only, nothing for
// someone who cannot view the cube, and the count and sort in the community lists.

describe(`likes on cubes (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;

  beforeAll(async () => {
    t = await createTestApp();
    p = await insertPeople(t, 'likes');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts one like per user, toggles it off, and refuses guests', async () => {
    const cube = await createCube(t.app, p.owner, { name: 'Liked Cube', visibility: 'public' });
    const url = `/api/likes/${cube}`;
    expect((await call<LikeStatus>(t.app, null, 'GET', url)).body).toEqual({ liked: false, likeCount: 0 });

    const guest = await call<AnyBody>(t.app, null, 'PUT', url);
    expect(guest.status).toBe(401);
    expect(guest.body.error).toBe('User not authenticated');
    expect((await call(t.app, null, 'DELETE', url)).status).toBe(401);

    expect((await call<LikeStatus>(t.app, p.stranger, 'PUT', url)).body).toEqual({
      liked: true,
      likeCount: 1,
    });
    // A second like by the same user is still one like.
    expect((await call<LikeStatus>(t.app, p.stranger, 'PUT', url)).body).toEqual({
      liked: true,
      likeCount: 1,
    });
    expect((await call<LikeStatus>(t.app, p.owner, 'PUT', url)).body).toEqual({ liked: true, likeCount: 2 });
    expect((await call<LikeStatus>(t.app, p.editor, 'GET', url)).body).toEqual({
      liked: false,
      likeCount: 2,
    });

    expect((await call<LikeStatus>(t.app, p.stranger, 'DELETE', url)).body).toEqual({
      liked: false,
      likeCount: 1,
    });
    // Unliking what one does not like changes nothing.
    expect((await call<LikeStatus>(t.app, p.stranger, 'DELETE', url)).body).toEqual({
      liked: false,
      likeCount: 1,
    });
  });

  it('answers 404 for a private cube to anyone who cannot view it, and lets its owner like it', async () => {
    const secret = await createCube(t.app, p.owner, { name: 'Secret Likes', visibility: 'private' });
    const url = `/api/likes/${secret}`;
    for (const who of [null, p.stranger, p.editor]) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await call<AnyBody>(t.app, who, method, url);
        // Guests are asked to sign in before anything about the cube is said.
        expect(res.status, `${method} as ${who?.username ?? 'guest'}`).toBe(
          who === null && method !== 'GET' ? 401 : 404,
        );
      }
    }
    expect((await call<LikeStatus>(t.app, p.owner, 'PUT', url)).body).toEqual({ liked: true, likeCount: 1 });
    expect((await call<LikeStatus>(t.app, p.admin, 'GET', url)).status).toBe(200);
    // A private cube never reaches the lists, liked or not.
    const browse = await call<CommunityListResponse>(t.app, null, 'GET', '/api/community/browse?sort=likes');
    expect(browse.body.cubes.map((c) => c.id)).not.toContain(secret);
  });

  it('refuses bad input with a 4xx', async () => {
    const long = 'x'.repeat(65);
    expect((await call(t.app, p.stranger, 'PUT', `/api/likes/${long}`)).status).toBe(400);
    expect((await call(t.app, p.stranger, 'PUT', '/api/likes/no-such-cube')).status).toBe(404);
    expect((await call(t.app, null, 'GET', '/api/community/browse?sort=hearts')).status).toBe(400);
  });

  it('shows like counts on community tiles and sorts browse by likes, paging by cursor', async () => {
    const names = ['Three Likes', 'One Like', 'Two Likes'];
    const ids: string[] = [];
    for (const name of names) ids.push(await createCube(t.app, p.owner, { name, visibility: 'public' }));
    const [three, one, two] = ids as [string, string, string];
    for (const who of [p.admin, p.editor, p.stranger]) await call(t.app, who, 'PUT', `/api/likes/${three}`);
    for (const who of [p.admin, p.editor]) await call(t.app, who, 'PUT', `/api/likes/${two}`);
    await call(t.app, p.admin, 'PUT', `/api/likes/${one}`);

    const seen: CommunityListResponse['cubes'] = [];
    let cursor: string | null = null;
    do {
      const q: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const res = await call<CommunityListResponse>(
        t.app,
        null,
        'GET',
        `/api/community/browse?sort=likes&limit=2${q}`,
      );
      expect(res.status).toBe(200);
      seen.push(...res.body.cubes);
      cursor = res.body.nextCursor;
    } while (cursor);
    const counts = seen.map((c) => c.likeCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(new Set(seen.map((c) => c.id)).size).toBe(seen.length);
    const order = seen.map((c) => c.id).filter((id) => ids.includes(id));
    expect(order).toEqual([three, two, one]);
    expect(seen.find((c) => c.id === three)?.likeCount).toBe(3);

    const latest = await call<CommunityListResponse>(t.app, null, 'GET', '/api/community/latest');
    expect(latest.body.cubes.find((c) => c.id === two)?.likeCount).toBe(2);
  });
});
