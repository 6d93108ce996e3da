import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, call } from './cube-requests';
import { insertPeople, insertPerson } from './factories';
import { createTestApp, type TestApp, testDbKind } from './harness';

// People written straight into the database must be what a sign-up makes: a session the app accepts,
// a profile under their username, the roles asked for and nothing more.

describe(`test factories (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ draftWorker: false });
  });
  afterAll(() => t?.close());

  it('gives each person a session cookie the app accepts, with their profile and roles', async () => {
    const people = await insertPeople(t, 'f');
    const moderator = await insertPerson(t, 'modf', { moderator: true });
    const sessionOf = async (cookie: string) =>
      (await call<AnyBody>(t.app, { cookie, username: '', email: '' }, 'GET', '/api/session')).body;
    const admin = await sessionOf(people.admin.cookie);
    expect(admin.user).toMatchObject({ username: 'adminf', email: 'adminf@example.com', isAdmin: true });
    const owner = await sessionOf(people.owner.cookie);
    expect(owner.user).toMatchObject({ username: 'ownerf', isAdmin: false, isModerator: false });
    expect((await sessionOf(moderator.cookie)).user).toMatchObject({ username: 'modf', isModerator: true });
    // The cookie is the session: a made-up one is a guest.
    const forged = people.stranger.cookie.replace(/=.{4}/, '=abcd');
    expect((await sessionOf(forged)).user ?? null).toBeNull();
    // And the people act: the owner creates a cube the admin's queue can see.
    expect(
      (await call(t.app, people.owner, 'POST', '/api/cubes', { name: 'Made', visibility: 'public' })).status,
    ).toBe(201);
    expect((await call(t.app, people.stranger, 'GET', '/api/admin/comments')).status).toBe(403);
    expect((await call(t.app, people.admin, 'GET', '/api/admin/comments')).status).toBe(200);
  });
});
