import { DEFAULT_COVER_IMAGE_URL } from '@cubewright/core/cube';
import type { CubeDetail, CubeListResponse, MyCubesResponse } from '@cubewright/core/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AnyBody,
  adds,
  call,
  createCube,
  type Person,
  patchSettings,
  save,
  signUpPeople,
} from '../../../test/cube-requests';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';

describe(`cubes: create, settings, lists, delete (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof signUpPeople>>;
  beforeAll(async () => {
    t = await createTestApp();
    p = await signUpPeople(t.app);
  });
  afterAll(() => t?.close());
  const as = (person: Person | null, method: Parameters<typeof call>[2], url: string, body?: unknown) =>
    call<AnyBody>(t.app, person, method, url, body);

  it('creates a cube with defaults and lands it at version 1', async () => {
    const res = await as(p.owner, 'POST', '/api/cubes', {
      name: '  Vintage Cube  ',
      tags: ['vintage', 'vintage'],
    });
    expect(res.status).toBe(201);
    const cube = res.body.cube as CubeDetail;
    expect(cube).toMatchObject({
      name: 'Vintage Cube',
      description: '',
      visibility: 'public',
      size: 360,
      coverImageUrl: DEFAULT_COVER_IMAGE_URL,
      hasCustomCover: false,
      owner: { username: 'owner' },
      isFeatured: false,
      tags: ['vintage'],
      version: 1,
      cardCount: 0,
      metadata: { totalCards: 0, colors: [] },
      permissions: { role: 'owner', canEdit: true, canDelete: true, canManageCollaborators: true },
    });
    expect(cube.id).toMatch(/^[0-9A-Za-z]{10}$/);
    const versions = await as(p.owner, 'GET', `/api/cubes/${cube.id}/versions`);
    expect(versions.body.versions).toMatchObject([
      { number: 1, summary: 'Cube created', author: { username: 'owner' } },
    ]);
    const activity = await as(null, 'GET', `/api/cubes/${cube.id}/activity`);
    expect(activity.body.entries).toMatchObject([
      { action: 'cube_created', summary: 'owner created the cube “Vintage Cube”', username: 'owner' },
    ]);
  });

  it('refuses guests with the spec message and bad input with clear messages', async () => {
    expect(await as(null, 'POST', '/api/cubes', { name: 'x' })).toMatchObject({
      status: 401,
      body: { error: 'User must be authenticated to create a cube' },
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, 'Cube name is required'],
      [{ name: 'x'.repeat(101) }, 'Cube name must be at most 100 characters'],
      [{ name: 'x', description: 'x'.repeat(10_001) }, 'Description must be at most 10,000 characters'],
      [{ name: 'x', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'A cube can have at most 20 tags'],
      [{ name: 'x', size: 0 }, 'Target size must be a whole number from 1 to 10,000'],
      [{ name: 'x', coverImageUrl: 'javascript:alert(1)' }, 'The cover image URL must start with https://'],
      // The card image override's rule, for the cover too (these three were accepted before).
      [
        { name: 'x', coverImageUrl: 'http://example.com/a.jpg' },
        'The cover image URL must start with https://',
      ],
      [
        { name: 'x', coverImageUrl: 'https://good.example@evil.test/a.jpg' },
        'The cover image URL must not hold a user name or password',
      ],
      [
        { name: 'x', coverImageUrl: 'https://evil.test\\@good.example/a.jpg' },
        'The cover image URL is not a valid URL',
      ],
      [{ name: 'x', visibility: 'secret' }, 'visibility'],
    ];
    for (const [body, message] of cases) {
      const res = await as(p.owner, 'POST', '/api/cubes', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toContain(message);
    }
  });

  it('changes settings with one activity entry per field, and only for editors', async () => {
    const id = await createCube(t.app, p.owner, { name: 'Old' });
    const res = await patchSettings(t.app, p.owner, id, {
      name: 'New',
      visibility: 'unlisted',
      size: 540,
      coverImageUrl: 'https://cards.scryfall.io/art_crop/front/0/0/x.jpg',
      tags: ['pauper'],
      recommendedDraftFormat: '3 packs of 15',
    });
    expect(res.status).toBe(200);
    expect(res.body.cube).toMatchObject({
      name: 'New',
      visibility: 'unlisted',
      size: 540,
      hasCustomCover: true,
    });
    const activity = await as(p.owner, 'GET', `/api/cubes/${id}/activity`);
    expect(activity.body.entries.map((e: { action: string }) => e.action).sort()).toEqual(
      [
        'cube_created',
        'cube_name_changed',
        'cube_visibility_changed',
        'cube_size_changed',
        'cube_cover_changed',
        'cube_tags_changed',
        'cube_recommended_format_changed',
      ].sort(),
    );
    expect(await patchSettings(t.app, p.stranger, id, { name: 'Mine' })).toMatchObject({
      status: 403,
      body: { error: 'You do not have permission to edit this cube' },
    });
    expect(await as(null, 'PATCH', `/api/cubes/${id}`, { name: 'Mine' })).toMatchObject({
      status: 401,
      body: { error: 'User must be authenticated to update a cube' },
    });
    expect((await as(p.owner, 'PATCH', `/api/cubes/${id}`, {})).status).toBe(400);
    expect((await as(p.owner, 'PATCH', `/api/cubes/${id}`, { createdBy: 'me' })).status).toBe(400);
  });

  it('lets admins feature a cube, and nobody else', async () => {
    const id = await createCube(t.app, p.owner);
    expect(await as(p.owner, 'PATCH', `/api/cubes/${id}`, { isFeatured: true })).toMatchObject({
      status: 403,
      body: { error: 'Only admins and moderators can feature cubes' },
    });
    const res = await as(p.admin, 'PATCH', `/api/cubes/${id}`, { isFeatured: true });
    expect(res.body.cube.isFeatured).toBe(true);
    const featured = await as(null, 'GET', '/api/cubes?featured=true');
    expect((featured.body as CubeListResponse).cubes.map((c) => c.id)).toContain(id);
  });

  it('lists public cubes only, with search, tag and owner filters', async () => {
    const pub = await createCube(t.app, p.editor, { name: 'Peasant Zebra', tags: ['pauper'] });
    const unlisted = await createCube(t.app, p.editor, { name: 'Zebra Unlisted', visibility: 'unlisted' });
    const priv = await createCube(t.app, p.editor, { name: 'Zebra Private', visibility: 'private' });
    const search = (await as(null, 'GET', '/api/cubes?q=zebra')).body as CubeListResponse;
    expect(search.cubes.map((c) => c.id)).toEqual([pub]);
    expect(search.total).toBe(1);
    const asOwner = (await as(p.editor, 'GET', '/api/cubes?q=zebra')).body as CubeListResponse;
    expect(asOwner.cubes.map((c) => c.id)).toEqual([pub]);
    const byTag = (await as(null, 'GET', '/api/cubes?tag=pauper')).body as CubeListResponse;
    expect(byTag.cubes.map((c) => c.id)).toEqual([pub]);
    const byOwner = (await as(null, 'GET', '/api/cubes?owner=editor')).body as CubeListResponse;
    expect(byOwner.cubes.map((c) => c.id)).toEqual([pub]);
    expect((await as(null, 'GET', '/api/cubes?q=%25')).body.cubes).toEqual([]);
    const mine = (await as(p.editor, 'GET', '/api/cubes/mine')).body as MyCubesResponse;
    expect(mine.cubes.map((c) => c.id)).toEqual([priv, unlisted, pub]);
    expect(mine.cubes.every((c) => c.role === 'owner')).toBe(true);
  });

  it('orders My Cubes by last change and includes collaborations', async () => {
    const older = await createCube(t.app, p.stranger, { name: 'Older' });
    const shared = await createCube(t.app, p.owner, { name: 'Shared', visibility: 'private' });
    await as(p.owner, 'POST', `/api/cubes/${shared}/collaborators`, { user: 'stranger' });
    await save(t.app, p.stranger, older, adds(['Opt']));
    const mine = (await as(p.stranger, 'GET', '/api/cubes/mine')).body as MyCubesResponse;
    expect(mine.cubes.map((c) => [c.id, c.role])).toEqual([
      [older, 'owner'],
      [shared, 'editor'],
    ]);
    const recent = await as(p.stranger, 'GET', '/api/cubes/mine/activity');
    expect(recent.body.entries[0]).toMatchObject({ cubeId: older, cubeName: 'Older', action: 'card_added' });
    expect((await as(null, 'GET', '/api/cubes/mine')).status).toBe(401);
  });

  it('deletes a cube for the owner only, with everything attached', async () => {
    const id = await createCube(t.app, p.owner);
    await save(t.app, p.owner, id, adds(['Opt', 'Ponder']));
    await as(p.owner, 'POST', `/api/cubes/${id}/collaborators`, { user: 'editor' });
    expect(await as(p.editor, 'DELETE', `/api/cubes/${id}`)).toMatchObject({
      status: 403,
      body: { error: 'Only the cube owner can delete the cube' },
    });
    expect(await as(null, 'DELETE', `/api/cubes/${id}`)).toMatchObject({
      status: 401,
      body: { error: 'User must be authenticated to delete a cube' },
    });
    expect((await as(p.owner, 'DELETE', `/api/cubes/${id}`)).status).toBe(204);
    expect(await as(p.owner, 'GET', `/api/cubes/${id}`)).toMatchObject({
      status: 404,
      body: { error: 'Cube not found' },
    });
    expect((await as(p.owner, 'DELETE', `/api/cubes/${id}`)).status).toBe(404);
  });

  it('clones a visible cube into a private cube of one’s own', async () => {
    const id = await createCube(t.app, p.owner, { name: 'Original' });
    await save(t.app, p.owner, id, adds(['Opt', 'Ponder']));
    const res = await as(p.stranger, 'POST', `/api/cubes/${id}/clone`, {});
    expect(res.status).toBe(201);
    expect(res.body.cube).toMatchObject({
      name: 'Original (copy)',
      visibility: 'private',
      cardCount: 2,
      version: 1,
    });
    const copy = await as(p.stranger, 'GET', `/api/cubes/${res.body.cube.id}`);
    expect(copy.body.cards.map((c: { name: string }) => c.name).sort()).toEqual(['Opt', 'Ponder']);
    const priv = await createCube(t.app, p.owner, { visibility: 'private' });
    expect((await as(p.stranger, 'POST', `/api/cubes/${priv}/clone`, {})).status).toBe(404);
  });

  it('remembers what a copy was copied from, until the original is deleted', async () => {
    const id = await createCube(t.app, p.owner, { name: 'Source' });
    const copyId = (await as(p.stranger, 'POST', `/api/cubes/${id}/clone`, {})).body.cube.id;
    expect((await as(p.stranger, 'GET', `/api/cubes/${copyId}?cardData=false`)).body.cube.copiedFrom).toBe(
      id,
    );
    // A cube made from scratch was copied from nothing.
    expect((await as(p.owner, 'GET', `/api/cubes/${id}?cardData=false`)).body.cube.copiedFrom).toBeNull();
    expect((await as(p.owner, 'DELETE', `/api/cubes/${id}`)).status).toBe(204);
    expect(
      (await as(p.stranger, 'GET', `/api/cubes/${copyId}?cardData=false`)).body.cube.copiedFrom,
    ).toBeNull();
  });

  it('answers unknown ids and malformed requests without a 500', async () => {
    expect((await as(null, 'GET', '/api/cubes/does-not-exist')).status).toBe(404);
    expect((await as(null, 'GET', `/api/cubes/${'x'.repeat(65)}`)).status).toBe(400);
    expect((await as(null, 'GET', '/api/cubes?limit=1000')).status).toBe(400);
  });
});
