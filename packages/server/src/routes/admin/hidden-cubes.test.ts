import { ADMIN_MESSAGES, type CommunityListResponse } from '@cubewright/core/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, adds, call, createCube, type Person, save } from '../../../test/cube-requests';
import { insertPeople, insertPerson } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';
import { publicCubeCounts, publicCubesWithCard } from '../../services/card-search/cube-counts';

// Moderators hiding public cubes from community lists: who may, every list leaving the cube out while
// its link still works, the owner told the reason, and the cube page showing it to owner and editors.

/** The name-key card id that adds() uses when no card data is loaded. */
const BOLT = 'name:lightning bolt';

describe(`hidden cubes (${testDbKind})`, () => {
  let t: TestApp;
  let p: Record<'admin' | 'owner' | 'editor' | 'stranger', Person>;
  let moderator: Person;
  let cubeId: string;
  const hide = (who: Person | null, id: string, body: unknown) =>
    call<AnyBody>(t.app, who, 'POST', `/api/admin/cubes/${id}/hide`, body);
  /** Whether the cube shows in each community list and the older public list. */
  const listedIn = async (id: string) => {
    const lists = ['browse', 'latest', 'featured', 'trending', 'browse?q=Borderline'];
    const found: Record<string, boolean> = {};
    for (const list of lists) {
      const res = await call<CommunityListResponse>(t.app, null, 'GET', `/api/community/${list}`);
      expect(res.status, list).toBe(200);
      found[list] = res.body.cubes.some((c) => c.id === id);
    }
    const older = await call<AnyBody>(t.app, null, 'GET', '/api/cubes?q=Borderline');
    found['/api/cubes'] = older.body.cubes.some((c: { id: string }) => c.id === id);
    // "Cubes containing this card" on card pages, and its counts in card search.
    const holding = await publicCubesWithCard(t.database.db, BOLT, 50);
    found.cardCubes = holding.cubes.some((c) => c.id === id);
    found.cardCount = (await publicCubeCounts(t.database.db, [BOLT]))[BOLT] === 1;
    return found;
  };
  const notificationTitles = async (who: Person) =>
    (await call<AnyBody>(t.app, who, 'GET', '/api/notifications')).body.notifications.map(
      (n: { title: string; message: string }) => `${n.title} | ${n.message}`,
    ) as string[];

  beforeAll(async () => {
    t = await createTestApp();
    p = await insertPeople(t);
    moderator = await insertPerson(t, 'mod');
    const modId = (await call<AnyBody>(t.app, moderator, 'GET', '/api/session')).body.user.id;
    expect(
      (await call(t.app, p.admin, 'PATCH', `/api/admin/users/${modId}`, { isModerator: true })).status,
    ).toBe(200);
    cubeId = await createCube(t.app, p.owner, { name: 'Borderline Cube', visibility: 'public' });
    const added = await call(t.app, p.owner, 'POST', `/api/cubes/${cubeId}/collaborators`, {
      user: p.editor.username,
    });
    expect(added.status).toBe(201);
    // Featured and followed, so it is on the featured and trending lists before it is hidden.
    expect((await call(t.app, p.admin, 'PATCH', `/api/cubes/${cubeId}`, { isFeatured: true })).status).toBe(
      200,
    );
    expect((await call(t.app, p.stranger, 'PUT', `/api/follows/${cubeId}`, {})).status).toBe(200);
    expect((await save(t.app, p.owner, cubeId, adds(['Lightning Bolt']))).status).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses guests and plain users, and validates the reason and the cube', async () => {
    expect((await hide(null, cubeId, { reason: 'spam' })).status).toBe(401);
    expect(await hide(p.stranger, cubeId, { reason: 'spam' })).toMatchObject({
      status: 403,
      body: { error: ADMIN_MESSAGES.hideStaffOnly },
    });
    expect(await call(t.app, p.owner, 'POST', `/api/admin/cubes/${cubeId}/unhide`)).toMatchObject({
      status: 403,
      body: { error: ADMIN_MESSAGES.hideStaffOnly },
    });
    expect((await call(t.app, p.editor, 'GET', '/api/admin/hidden')).status).toBe(403);
    const empty = await hide(moderator, cubeId, { reason: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatch(/Give a reason/);
    const long = await hide(moderator, cubeId, { reason: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect((await hide(moderator, cubeId, {})).status).toBe(400);
    expect(await hide(moderator, 'no-such-cube', { reason: 'spam' })).toMatchObject({
      status: 404,
      body: { error: 'Cube not found' },
    });
    const unlisted = await createCube(t.app, p.owner, { name: 'Link Only', visibility: 'unlisted' });
    expect(await hide(moderator, unlisted, { reason: 'spam' })).toMatchObject({
      status: 400,
      body: { error: ADMIN_MESSAGES.hideNotPublic },
    });
    // A private cube the moderator cannot view is as good as missing.
    const priv = await createCube(t.app, p.owner, { name: 'Private One', visibility: 'private' });
    expect((await hide(moderator, priv, { reason: 'spam' })).status).toBe(404);
    expect(await listedIn(cubeId)).toEqual({
      browse: true,
      latest: true,
      featured: true,
      trending: true,
      'browse?q=Borderline': true,
      '/api/cubes': true,
      cardCubes: true,
      cardCount: true,
    });
  });

  it('hides a cube from every list, keeps its link, and tells owner and editors why', async () => {
    const reason = 'Offensive cover art; please change it.';
    const res = await hide(moderator, cubeId, { reason: `  ${reason} ` });
    expect(res.status).toBe(200);
    expect(res.body.cube).toMatchObject({
      id: cubeId,
      name: 'Borderline Cube',
      owner: { username: 'owner' },
      hiddenBy: { username: 'mod' },
      reason,
    });
    expect(Object.values(await listedIn(cubeId))).toEqual(Array(8).fill(false));

    for (const who of [p.owner, p.editor]) {
      const page = await call<AnyBody>(t.app, who, 'GET', `/api/cubes/${cubeId}?cardData=false`);
      expect(page.status).toBe(200);
      expect(page.body.cube.hidden).toMatchObject({ reason });
    }
    for (const who of [p.stranger, null, moderator]) {
      const page = await call<AnyBody>(t.app, who, 'GET', `/api/cubes/${cubeId}?cardData=false`);
      expect(page.status).toBe(200);
      expect(page.body.cube.hidden).toBeNull();
    }
    expect(await notificationTitles(p.owner)).toContainEqual(
      `"Borderline Cube" was hidden from community lists | A moderator hid your cube (it stays reachable by its link). Reason: ${reason}`,
    );
    // Only the owner is told (editors see the reason on the cube page); the editor's one notification
    // is the invitation that made them an editor.
    expect((await notificationTitles(p.editor)).filter((title) => title.includes('hidden'))).toEqual([]);

    const listed = await call<AnyBody>(t.app, p.admin, 'GET', '/api/admin/hidden');
    expect(listed.status).toBe(200);
    expect(listed.body.cubes).toEqual([expect.objectContaining({ id: cubeId, reason })]);
    // Hiding does not count as an edit of the cube.
    const detail = await call<AnyBody>(t.app, p.owner, 'GET', `/api/cubes/${cubeId}?cardData=false`);
    expect(detail.body.cube.version).toBe(2);
  });

  it('unhides: the cube is back in every list and the owner is told', async () => {
    expect((await call(t.app, moderator, 'POST', `/api/admin/cubes/${cubeId}/unhide`)).status).toBe(204);
    expect(Object.values(await listedIn(cubeId))).toEqual(Array(8).fill(true));
    const page = await call<AnyBody>(t.app, p.owner, 'GET', `/api/cubes/${cubeId}?cardData=false`);
    expect(page.body.cube.hidden).toBeNull();
    expect((await notificationTitles(p.owner))[0]).toMatch(/^"Borderline Cube" is back in community lists/);
    expect((await call<AnyBody>(t.app, p.admin, 'GET', '/api/admin/hidden')).body.cubes).toEqual([]);
    // Unhiding a listed cube changes nothing and tells nobody again.
    expect((await call(t.app, p.admin, 'POST', `/api/admin/cubes/${cubeId}/unhide`)).status).toBe(204);
    expect((await notificationTitles(p.owner)).filter((n) => n.includes('back in'))).toHaveLength(1);
  });
});
