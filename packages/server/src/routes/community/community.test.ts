import type { CommunityListResponse, FollowingResponse, FollowStatus } from '@cubewright/core/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, adds, call, createCube, patchSettings, save } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';
import { cubeUpdates } from '../../db/schema';
import { workerOf } from '../../services/jobs/worker';
import { fanOutCubeUpdate } from '../../services/notifications/fan-out';

// Community lists, follows and the cube-update fan-out, over HTTP against a real database.

describe(`community and follows (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  const drain = () => workerOf(t.database)!.drain();
  const unread = async (who: (typeof p)['owner']) =>
    (await call<AnyBody>(t.app, who, 'GET', '/api/session')).body.unreadCount as number;

  beforeAll(async () => {
    t = await createTestApp();
    p = await insertPeople(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists only public cubes in browse, latest, featured, trending and search', async () => {
    const pub = await createCube(t.app, p.owner, {
      name: 'Open Pauper',
      visibility: 'public',
      tags: ['pauper', 'peasant'],
    });
    const unlisted = await createCube(t.app, p.owner, { name: 'Hidden Link', visibility: 'unlisted' });
    const priv = await createCube(t.app, p.owner, { name: 'Secret Vintage', visibility: 'private' });
    for (const id of [pub, unlisted, priv]) {
      await call(t.app, p.admin, 'PATCH', `/api/cubes/${id}`, { isFeatured: true });
      await save(t.app, p.owner, id, adds(['Lightning Bolt']));
    }
    for (const list of [
      'browse',
      'latest',
      'featured',
      'browse?sort=followers',
      'browse?sort=name',
      'browse?sort=size',
    ]) {
      const res = await call<CommunityListResponse>(t.app, p.admin, 'GET', `/api/community/${list}`);
      expect(res.status).toBe(200);
      const ids = res.body.cubes.map((c) => c.id);
      expect(ids, list).toContain(pub);
      expect(ids, list).not.toContain(unlisted);
      expect(ids, list).not.toContain(priv);
    }
    const trending = await call<AnyBody>(t.app, null, 'GET', '/api/community/trending');
    expect(trending.body.error).toBeUndefined();
    const trendingIds = trending.body.cubes.map((c: { id: string }) => c.id);
    expect(trendingIds).toContain(pub);
    expect(trendingIds).not.toContain(priv);
    expect(trending.body.formula).toMatch(/7 days/);
    const tagged = await call<CommunityListResponse>(
      t.app,
      null,
      'GET',
      '/api/community/browse?tags=pauper&minSize=1',
    );
    expect(tagged.body.cubes.map((c) => c.id)).toEqual([pub]);
    // Text search finds a cube by a tag or by its owner's username, never the hidden ones.
    for (const q of ['peasa', p.owner.username.toUpperCase()]) {
      const found = await call<CommunityListResponse>(t.app, null, 'GET', `/api/community/browse?q=${q}`);
      expect(
        found.body.cubes.map((c) => c.id),
        q,
      ).toEqual([pub]);
    }
    expect((await call(t.app, null, 'GET', '/api/community/browse?sort=oldest')).status).toBe(400);
    expect((await call(t.app, null, 'GET', '/api/community/browse?cursor=garbage')).status).toBe(400);
  });

  it('pages browse with a cursor without repeating or skipping cubes', async () => {
    const made = new Set<string>();
    for (let i = 0; i < 5; i++)
      made.add(await createCube(t.app, p.stranger, { name: `Page ${i}`, visibility: 'public' }));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/community/browse?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await call<CommunityListResponse>(t.app, null, 'GET', url);
      seen.push(...res.body.cubes.map((c) => c.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of made) expect(seen).toContain(id);
  });

  it('keeps both follow records, toggles notifications, counts followers; guests are refused', async () => {
    const id = await createCube(t.app, p.owner, { name: 'Followed', visibility: 'public' });
    expect(await call(t.app, null, 'PUT', `/api/follows/${id}`)).toMatchObject({
      status: 401,
      body: { error: 'User not authenticated' },
    });
    const followed = await call<FollowStatus>(t.app, p.stranger, 'PUT', `/api/follows/${id}`);
    expect(followed.body).toEqual({ following: true, notificationsEnabled: true, followerCount: 1 });
    const mine = await call<AnyBody>(t.app, p.stranger, 'GET', '/api/follows');
    expect(mine.body.following).toContainEqual(
      expect.objectContaining({ cubeId: id, cubeName: 'Followed', notificationsEnabled: true }),
    );
    const theirs = await call<AnyBody>(t.app, p.owner, 'GET', '/api/follows/followers');
    expect(theirs.body.followers).toContainEqual(
      expect.objectContaining({
        cubeId: id,
        followerName: 'stranger',
        followerEmail: 'stranger@example.com',
      }),
    );
    const off = await call<FollowStatus>(t.app, p.stranger, 'PATCH', `/api/follows/${id}`, {
      notificationsEnabled: false,
    });
    expect(off.body.notificationsEnabled).toBe(false);
    const browse = await call<CommunityListResponse>(
      t.app,
      null,
      'GET',
      '/api/community/browse?sort=followers&limit=60',
    );
    expect(browse.body.cubes.find((c) => c.id === id)?.followerCount).toBe(1);
    const gone = await call<FollowStatus>(t.app, p.stranger, 'DELETE', `/api/follows/${id}`);
    expect(gone.body).toMatchObject({ following: false, followerCount: 0 });
    expect(
      (await call<AnyBody>(t.app, p.owner, 'GET', '/api/follows/followers')).body.followers,
    ).not.toContainEqual(expect.objectContaining({ cubeId: id }));
  });

  it('fans a save out to enabled followers except the author, after the request', async () => {
    const id = await createCube(t.app, p.owner, { name: 'Fan Out', visibility: 'public' });
    await call(t.app, p.owner, 'POST', `/api/cubes/${id}/collaborators`, { user: 'editor' });
    await call(t.app, p.stranger, 'PUT', `/api/follows/${id}`);
    await call(t.app, p.editor, 'PUT', `/api/follows/${id}`);
    await call(t.app, p.admin, 'PUT', `/api/follows/${id}`, { notificationsEnabled: false });
    await drain();
    const before = {
      stranger: await unread(p.stranger),
      editor: await unread(p.editor),
      admin: await unread(p.admin),
    };
    const saved = await save(t.app, p.editor, id, adds(['Counterspell', 'Brainstorm']));
    expect(saved.status).toBe(200);
    await drain();
    expect(await unread(p.stranger)).toBe(before.stranger + 1);
    expect(await unread(p.editor)).toBe(before.editor); // the author
    expect(await unread(p.admin)).toBe(before.admin); // notifications off
    const list = await call<AnyBody>(t.app, p.stranger, 'GET', '/api/notifications');
    const note = list.body.notifications.find((n: AnyBody) => n.cubeId === id);
    expect(note).toMatchObject({
      kind: 'cube_update',
      cubeName: 'Fan Out',
      cubeOwnerName: 'owner',
      isRead: false,
    });
    expect(note.message).toBe('+2 -0');
    expect(Date.parse(note.expiresAt) - Date.parse(note.createdAt)).toBe(720 * 3_600_000);
    const following = await call<FollowingResponse>(t.app, p.stranger, 'GET', '/api/community/following');
    expect(following.body.cubes.find((c) => c.cube.id === id)?.latestUpdate?.description).toBe('+2 -0');
  });

  it('tells nobody of a change made before they followed, however late its job runs', async () => {
    const id = await createCube(t.app, p.owner, { name: 'Late Job', visibility: 'public' });
    expect((await save(t.app, p.owner, id, adds(['Opt']))).status).toBe(200);
    await drain();
    const [update] = await t.database.db.select().from(cubeUpdates).where(eq(cubeUpdates.cubeId, id));
    // The stranger follows; then the save's fan-out runs (again, as a late or retried job would).
    await call(t.app, p.stranger, 'PUT', `/api/follows/${id}`);
    const before = await unread(p.stranger);
    await fanOutCubeUpdate(t.ctx, { updateId: update!.id });
    expect(await unread(p.stranger)).toBe(before);
    // A change after the follow is told.
    expect((await save(t.app, p.owner, id, adds(['Ponder']))).status).toBe(200);
    await drain();
    expect(await unread(p.stranger)).toBe(before + 1);
  });

  it('stops updates to a follower who lost access, and drops the cube from their Following page', async () => {
    const id = await createCube(t.app, p.owner, { name: 'Going Dark', visibility: 'public' });
    await call(t.app, p.stranger, 'PUT', `/api/follows/${id}`);
    await patchSettings(t.app, p.owner, id, { visibility: 'private' });
    await drain();
    const before = await unread(p.stranger);
    await save(t.app, p.owner, id, adds(['Island']));
    await patchSettings(t.app, p.owner, id, { name: 'Darker' });
    await drain();
    expect(await unread(p.stranger)).toBe(before);
    const following = await call<FollowingResponse>(t.app, p.stranger, 'GET', '/api/community/following');
    expect(following.body.cubes.map((c) => c.cube.id)).not.toContain(id);
    expect((await call(t.app, null, 'GET', '/api/community/following')).status).toBe(401);
  });
});
