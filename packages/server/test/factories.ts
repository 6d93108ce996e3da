// A test's world written straight into the database: people with a session each, without a sign-up
// round trip (and its password hash) per person. Suites that test sign-up itself
// keep signing up over HTTP; the permission matrices only need people who are signed in.
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { profiles } from '../src/db/schema';
import type { Person } from './cube-requests';
import type { TestApp } from './harness';

/**
 * A user, their profile and a live session, made through better-auth's own adapter (so its hooks write
 * the profile as a sign-up does), with the session cookie better-auth would have set. The first person
 * of an app becomes an admin, as on sign-up.
 */
export async function insertPerson(
  t: TestApp,
  username: string,
  roles: { admin?: boolean; moderator?: boolean } = {},
): Promise<Person> {
  const auth = await t.auth.$context;
  const email = `${username}@example.com`;
  const user = await auth.internalAdapter.createUser(
    { email, name: username, emailVerified: false },
    { method: 'admin' },
  );
  const session = await auth.internalAdapter.createSession(user.id);
  if (roles.admin !== undefined || roles.moderator !== undefined) {
    await t.database.db
      .update(profiles)
      .set({ isAdmin: roles.admin, isModerator: roles.moderator })
      .where(eq(profiles.userId, user.id));
  }
  // better-auth's signed cookie: the token, a dot and its HMAC-SHA256 under the auth secret, URL-encoded.
  const signature = createHmac('sha256', auth.secret).update(session.token).digest('base64');
  const cookie = `${auth.authCookies.sessionToken.name}=${encodeURIComponent(`${session.token}.${signature}`)}`;
  return { cookie, username, email };
}

/** The people signUpPeople signs up (admin first, then owner, editor and stranger), written directly. */
export async function insertPeople(
  t: TestApp,
  tag = '',
): Promise<Record<'admin' | 'owner' | 'editor' | 'stranger', Person>> {
  const admin = await insertPerson(t, `admin${tag}`, { admin: true });
  const [owner, editor, stranger] = await Promise.all(
    ['owner', 'editor', 'stranger'].map((who) => insertPerson(t, `${who}${tag}`)),
  );
  return { admin, owner: owner!, editor: editor!, stranger: stranger! };
}
