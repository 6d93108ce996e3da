import type { Collaborator, CubeDetail } from '@cubewright/core/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, adds, call, createCube, type Person, save } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';

describe(`cube collaborators (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  beforeAll(async () => {
    t = await createTestApp();
    p = await insertPeople(t);
  });
  afterAll(() => t?.close());
  const as = (person: Person | null, method: Parameters<typeof call>[2], url: string, body?: unknown) =>
    call<AnyBody>(t.app, person, method, url, body);

  it('invites by username or e-mail, once, owner only, with the spec messages', async () => {
    const id = await createCube(t.app, p.owner, { visibility: 'private' });
    const url = `/api/cubes/${id}/collaborators`;
    const added = await as(p.owner, 'POST', url, { user: 'EDITOR@Example.com' });
    expect(added.status).toBe(201);
    expect(added.body.collaborator).toMatchObject({ username: 'editor', role: 'editor' });
    expect(await as(p.owner, 'POST', url, { user: 'editor' })).toMatchObject({
      status: 409,
      body: { error: 'User is already a collaborator' },
    });
    expect(await as(p.editor, 'POST', url, { user: 'stranger' })).toMatchObject({
      status: 403,
      body: { error: 'Only the cube owner can add collaborators' },
    });
    expect(await as(null, 'POST', url, { user: 'stranger' })).toMatchObject({
      status: 401,
      body: { error: 'User must be authenticated to add collaborators' },
    });
    expect(await as(p.stranger, 'POST', url, { user: 'stranger' })).toMatchObject({
      status: 404,
      body: { error: 'Cube not found' },
    });
    expect((await as(p.owner, 'POST', url, { user: 'nobody-at-all' })).status).toBe(404);
    expect((await as(p.owner, 'POST', url, { user: 'owner' })).status).toBe(400);
    expect((await as(p.owner, 'POST', url, { user: 'stranger', role: 'admin' })).status).toBe(400);

    const list = await as(p.editor, 'GET', url);
    expect(list.body.collaborators.map((c: Collaborator) => c.username)).toEqual(['editor']);
    const cube = (await as(p.editor, 'GET', `/api/cubes/${id}`)).body.cube as CubeDetail;
    expect(cube.permissions).toMatchObject({
      role: 'editor',
      canEdit: true,
      canDelete: false,
      canLeave: true,
    });
    expect((await save(t.app, p.editor, id, adds(['Opt']))).status).toBe(200);
  });

  it('tells the new collaborator who added them to which cube, with a link to it', async () => {
    const id = await createCube(t.app, p.owner, { name: 'Peasant Cube', visibility: 'private' });
    expect((await as(p.owner, 'POST', `/api/cubes/${id}/collaborators`, { user: 'stranger' })).status).toBe(
      201,
    );
    const { notifications } = (await as(p.stranger, 'GET', '/api/notifications')).body;
    expect(notifications[0]).toMatchObject({
      title: 'owner added you as an editor of Peasant Cube',
      actionUrl: `/cubes/${id}`,
      read: false,
    });
    const ownerSees = (await as(p.owner, 'GET', '/api/notifications')).body.notifications;
    expect(ownerSees.some((n: { title: string }) => n.title.includes('added you'))).toBe(false);
  });

  it('changes roles and removes collaborators (owner only), and lets a collaborator leave', async () => {
    const id = await createCube(t.app, p.owner, { visibility: 'private' });
    const url = `/api/cubes/${id}/collaborators`;
    const editorId = (await as(p.owner, 'POST', url, { user: 'editor' })).body.collaborator.userId;
    const strangerId = (await as(p.owner, 'POST', url, { user: 'stranger' })).body.collaborator.userId;

    expect(await as(p.editor, 'PATCH', `${url}/${strangerId}`, { role: 'editor' })).toMatchObject({
      status: 403,
      body: { error: 'Only the cube owner can update collaborator roles' },
    });
    expect(await as(null, 'PATCH', `${url}/${strangerId}`, { role: 'editor' })).toMatchObject({
      status: 401,
      body: { error: 'User must be authenticated to update collaborator roles' },
    });
    expect((await as(p.owner, 'PATCH', `${url}/${strangerId}`, { role: 'editor' })).status).toBe(200);
    expect((await as(p.owner, 'PATCH', `${url}/nobody`, { role: 'editor' })).status).toBe(404);

    expect(await as(p.editor, 'DELETE', `${url}/${strangerId}`)).toMatchObject({
      status: 403,
      body: { error: 'Only the cube owner can remove collaborators' },
    });
    expect(await as(null, 'DELETE', `${url}/${strangerId}`)).toMatchObject({
      status: 401,
      body: { error: 'User must be authenticated to remove collaborators' },
    });
    expect((await as(p.owner, 'DELETE', `${url}/${strangerId}`)).status).toBe(204);
    expect((await as(p.stranger, 'GET', `/api/cubes/${id}`)).status).toBe(404);

    expect((await as(p.owner, 'POST', `/api/cubes/${id}/leave`)).status).toBe(400);
    expect((await as(p.editor, 'POST', `/api/cubes/${id}/leave`)).status).toBe(204);
    expect((await as(p.editor, 'GET', `/api/cubes/${id}`)).status).toBe(404);
    expect((await as(p.owner, 'GET', url)).body.collaborators).toEqual([]);

    const activity = await as(p.owner, 'GET', `/api/cubes/${id}/activity`);
    const summaries = activity.body.entries.map((e: { summary: string }) => e.summary);
    expect(summaries).toEqual([
      'editor left the cube',
      'owner removed stranger from the collaborators',
      'owner added stranger as an editor',
      'owner added editor as an editor',
      expect.stringMatching(/^owner created the cube/),
    ]);
    const byEditor = await as(p.owner, 'GET', `/api/cubes/${id}/activity?userId=${editorId}`);
    expect(byEditor.body.entries.map((e: { action: string }) => e.action)).toEqual(['collaborator_removed']);
  });
});
