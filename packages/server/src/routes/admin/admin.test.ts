import { ADMIN_MESSAGES } from '@cubewright/core/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, call, createCube, type Person } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';

// Admin endpoints: who may list users and change roles, the messages, and the last-admin guard.

describe(`admin (${testDbKind})`, () => {
  let t: TestApp;
  let p: Record<'admin' | 'owner' | 'editor' | 'stranger', Person>;
  const idOf = async (who: Person) =>
    (await call<AnyBody>(t.app, who, 'GET', '/api/session')).body.user.id as string;
  const setRoles = (who: Person | null, id: string, body: unknown) =>
    call<AnyBody>(t.app, who, 'PATCH', `/api/admin/users/${id}`, body);

  beforeAll(async () => {
    t = await createTestApp();
    p = await insertPeople(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists and searches users for admins, paginated', async () => {
    const all = await call<AnyBody>(t.app, p.admin, 'GET', '/api/admin/users');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(4);
    expect(all.body.users.map((u: AnyBody) => u.username)).toEqual(['admin', 'editor', 'owner', 'stranger']);
    expect(all.body.users[0]).toMatchObject({ isAdmin: true, email: 'admin@example.com' });
    const found = await call<AnyBody>(t.app, p.admin, 'GET', '/api/admin/users?q=OWNER@EXAMPLE');
    expect(found.body.users.map((u: AnyBody) => u.username)).toEqual(['owner']);
    const wildcard = await call<AnyBody>(t.app, p.admin, 'GET', '/api/admin/users?q=%25');
    expect(wildcard.body.total).toBe(0);
    const page2 = await call<AnyBody>(t.app, p.admin, 'GET', '/api/admin/users?page=2');
    expect(page2.body).toMatchObject({ page: 2, users: [] });
    const bad = await call<AnyBody>(t.app, p.admin, 'GET', '/api/admin/users?page=0');
    expect(bad.status).toBe(400);
  });

  it('refuses guests and plain users', async () => {
    expect((await call(t.app, null, 'GET', '/api/admin/users')).status).toBe(401);
    const res = await call<AnyBody>(t.app, p.stranger, 'GET', '/api/admin/users');
    expect(res).toMatchObject({ status: 403, body: { error: ADMIN_MESSAGES.staffOnly } });
    expect((await call(t.app, p.stranger, 'GET', '/api/admin/featured')).status).toBe(403);
    const patch = await setRoles(p.stranger, await idOf(p.stranger), { isAdmin: true });
    expect(patch).toMatchObject({ status: 403, body: { error: 'Only admins can update user roles' } });
  });

  it('lets an admin grant moderator; a moderator may list but not change roles', async () => {
    const editorId = await idOf(p.editor);
    const granted = await setRoles(p.admin, editorId, { isModerator: true });
    expect(granted).toMatchObject({ status: 200, body: { user: { username: 'editor', isModerator: true } } });
    expect((await call<AnyBody>(t.app, p.editor, 'GET', '/api/session')).body.user.isModerator).toBe(true);
    expect((await call(t.app, p.editor, 'GET', '/api/admin/users')).status).toBe(200);
    const refused = await setRoles(p.editor, editorId, { isAdmin: true });
    expect(refused).toMatchObject({ status: 403, body: { error: 'Only admins can update user roles' } });
  });

  it('validates the body and the user id', async () => {
    const id = await idOf(p.owner);
    expect((await setRoles(p.admin, id, {})).status).toBe(400);
    expect((await setRoles(p.admin, id, { isAdmin: 'yes' })).status).toBe(400);
    expect((await setRoles(p.admin, id, { isAdmin: true, role: 'x' })).status).toBe(400);
    const missing = await setRoles(p.admin, 'nobody', { isAdmin: true });
    expect(missing).toMatchObject({ status: 404, body: { error: ADMIN_MESSAGES.userNotFound } });
  });

  it('keeps the last admin: refuses self-demotion until another admin exists', async () => {
    const adminId = await idOf(p.admin);
    const last = await setRoles(p.admin, adminId, { isAdmin: false });
    expect(last).toMatchObject({ status: 409, body: { error: ADMIN_MESSAGES.lastAdmin } });
    expect((await call<AnyBody>(t.app, p.admin, 'GET', '/api/session')).body.user.isAdmin).toBe(true);
    const ownerId = await idOf(p.owner);
    expect((await setRoles(p.admin, ownerId, { isAdmin: true })).body.user.isAdmin).toBe(true);
    const stepDown = await setRoles(p.admin, adminId, { isAdmin: false });
    expect(stepDown).toMatchObject({ status: 200, body: { user: { isAdmin: false } } });
    // The former admin lost the right at once.
    expect((await setRoles(p.admin, adminId, { isAdmin: true })).status).toBe(403);
    const ownerLast = await setRoles(p.owner, ownerId, { isAdmin: false });
    expect(ownerLast.status).toBe(409);
  });

  it('lists featured cubes for staff', async () => {
    const cubeId = await createCube(t.app, p.stranger, { name: 'Shiny Cube', visibility: 'public' });
    const feature = await call(t.app, p.owner, 'PATCH', `/api/cubes/${cubeId}`, { isFeatured: true });
    expect(feature.status).toBe(200);
    const res = await call<AnyBody>(t.app, p.editor, 'GET', '/api/admin/featured');
    expect(res.status).toBe(200);
    expect(res.body.cubes.map((c: AnyBody) => c.name)).toEqual(['Shiny Cube']);
    await call(t.app, p.editor, 'PATCH', `/api/cubes/${cubeId}`, { isFeatured: false });
    expect((await call<AnyBody>(t.app, p.owner, 'GET', '/api/admin/featured')).body.cubes).toEqual([]);
  });
});
