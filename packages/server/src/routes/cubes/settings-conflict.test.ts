import type { CubeWithCardsResponse } from '@cubewright/core/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, call, createCube, type Person, patchSettings } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';

describe(`cube settings: a stale edit answers 409 instead of overwriting (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  beforeAll(async () => {
    t = await createTestApp();
    p = await insertPeople(t, 'set');
  });
  afterAll(() => t?.close());
  const as = (person: Person | null, method: Parameters<typeof call>[2], url: string, body?: unknown) =>
    call<AnyBody>(t.app, person, method, url, body);
  const cubeOf = async (id: string) =>
    (await call<CubeWithCardsResponse>(t.app, p.owner, 'GET', `/api/cubes/${id}?cardData=false`)).body.cube;
  const sharedCube = async () => {
    const id = await createCube(t.app, p.owner, { name: 'Shared', description: 'First words' });
    expect(
      (await as(p.owner, 'POST', `/api/cubes/${id}/collaborators`, { user: p.editor.username })).status,
    ).toBe(201);
    return id;
  };

  it('two concurrent PATCHes from the same version: exactly one 200, one 409 with the current state, nothing lost', async () => {
    const id = await sharedCube();
    const { settingsVersion } = await cubeOf(id);
    const [a, b] = await Promise.all([
      as(p.owner, 'PATCH', `/api/cubes/${id}`, { settingsVersion, name: 'Owner name', tags: ['owner'] }),
      as(p.editor, 'PATCH', `/api/cubes/${id}`, {
        settingsVersion,
        name: 'Editor name',
        description: 'Editor words',
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    const now = await cubeOf(id);
    expect(won.body.cube).toMatchObject({ name: now.name, settingsVersion: now.settingsVersion });
    expect(now.settingsVersion).not.toBe(settingsVersion);
    expect(lost.body).toMatchObject({
      code: 'conflict',
      error: expect.stringMatching(
        /^The settings of this cube were changed by someone else while you were editing/,
      ),
      details: {
        settingsVersion: now.settingsVersion,
        cube: { name: now.name, description: now.description, tags: now.tags },
      },
    });
    // Nothing of the refused edit was written, and the winner's edit is whole.
    if (won === a)
      expect(now).toMatchObject({ name: 'Owner name', tags: ['owner'], description: 'First words' });
    else expect(now).toMatchObject({ name: 'Editor name', description: 'Editor words', tags: [] });
    // The refused person re-applies on the version they were given, and both edits stand.
    const loser = won === a ? p.editor : p.owner;
    const again = await as(loser, 'PATCH', `/api/cubes/${id}`, {
      settingsVersion: lost.body.details.settingsVersion,
      ...(won === a ? { description: 'Editor words' } : { tags: ['owner'] }),
    });
    expect(again.status).toBe(200);
    expect(await cubeOf(id)).toMatchObject({
      name: won === a ? 'Owner name' : 'Editor name',
      description: 'Editor words',
      tags: ['owner'],
    });
    const activity = await as(p.owner, 'GET', `/api/cubes/${id}/activity`);
    const renames = activity.body.entries.filter((e: { action: string }) => e.action === 'cube_name_changed');
    expect(renames).toHaveLength(1);
  });

  it('requires the version for settings, but not for the featured flag; card saves do not make settings stale', async () => {
    const id = await sharedCube();
    const missing = await as(p.owner, 'PATCH', `/api/cubes/${id}`, { name: 'No version' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatch(/^Invalid request: settingsVersion: settingsVersion is required/);
    expect((await as(p.owner, 'PATCH', `/api/cubes/${id}`, { settingsVersion: 'x' })).body.error).toMatch(
      /There are no settings to change/,
    );
    const { settingsVersion } = await cubeOf(id);
    expect((await as(p.admin, 'PATCH', `/api/cubes/${id}`, { isFeatured: true })).status).toBe(200);
    const cards = await as(p.editor, 'POST', `/api/cubes/${id}/changes`, {
      baseVersion: 1,
      ops: [{ type: 'add', card: { name: 'Opt', cardId: 'name:opt' } }],
    });
    expect(cards.status).toBe(200);
    expect((await cubeOf(id)).settingsVersion).toBe(settingsVersion);
    const renamed = await as(p.owner, 'PATCH', `/api/cubes/${id}`, { settingsVersion, name: 'Still fine' });
    expect(renamed.status).toBe(200);
    // A stranger learns nothing from a guessed version: the permission answer comes first.
    expect(
      (await as(p.stranger, 'PATCH', `/api/cubes/${id}`, { settingsVersion: 'guess', name: 'x' })).status,
    ).toBe(403);
    expect((await patchSettings(t.app, p.editor, id, { size: 450 })).body.cube.size).toBe(450);
  });
});
