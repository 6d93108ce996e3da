import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDbKind } from '../../test/harness';
import { cookieHeaderFrom, signIn, signUp } from '../../test/sign-up';
import { profiles, user } from '../db/schema';

// E-mail sign-up, sign-in and sign-out through better-auth's real endpoints, with the profile rules.

const PASSWORD = 'secret-pass';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_EMAILS: 'Boss@Example.com' } });
});
afterAll(() => t.close());

async function session(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: t.config.baseUrl, ...(cookie ? { cookie } : {}) },
  });

describe(`sign-up, sign-in and sign-out (${testDbKind})`, () => {
  it('gives a guest a null session', async () => {
    expect(await session('')).toEqual({ user: null, unreadCount: 0 });
  });

  it('stores username and e-mail lowercased; the first account is an admin, the next is not', async () => {
    const cookie = await signUp(t.app, {
      email: 'First@Example.COM',
      password: PASSWORD,
      username: 'FirstUser',
    });
    const { user } = await session(cookie);
    expect(user).toMatchObject({
      email: 'first@example.com',
      username: 'firstuser',
      isAdmin: true,
      isModerator: false,
      photoURL: null,
    });
    expect(Date.parse(user.createdAt)).not.toBeNaN();

    const second = await signUp(t.app, {
      email: 'second@example.com',
      password: PASSWORD,
      username: 'second',
    });
    expect((await session(second)).user).toMatchObject({
      username: 'second',
      isAdmin: false,
      isModerator: false,
    });
  });

  it('makes an e-mail listed in ADMIN_EMAILS an admin, whatever its case', async () => {
    const cookie = await signUp(t.app, { email: 'boss@example.com', password: PASSWORD, username: 'boss' });
    expect((await session(cookie)).user).toMatchObject({ username: 'boss', isAdmin: true });
  });

  it('refuses a duplicate username (any case); a duplicate e-mail is answered like a new one', async () => {
    // existing-email-sign-up.test.ts covers the e-mail: same answer, no session, a mail to the owner.
    const dupEmail = await post('/api/auth/sign-up/email', {
      email: 'SECOND@example.com',
      password: PASSWORD,
      name: 'someoneelse',
    });
    expect(dupEmail.statusCode).toBe(200);
    expect(cookieHeaderFrom(dupEmail)).toBe('');

    const dupName = await post('/api/auth/sign-up/email', {
      email: 'third@example.com',
      password: PASSWORD,
      name: 'SECOND',
    });
    expect(dupName.statusCode).toBe(422);
    expect(dupName.json()).toMatchObject({ code: 'USERNAME_TAKEN', message: 'That username is taken' });
    // The refused sign-up left no user behind: the e-mail is still free.
    await signUp(t.app, { email: 'third@example.com', password: PASSWORD, username: 'third' });
  });

  it('refuses a username with spaces or symbols, and a password under 6 characters', async () => {
    const bad = await post('/api/auth/sign-up/email', {
      email: 'x@example.com',
      password: PASSWORD,
      name: 'a b',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_USERNAME');
    const short = await post('/api/auth/sign-up/email', {
      email: 'y@example.com',
      password: '12345',
      name: 'y',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().code).toBe('PASSWORD_TOO_SHORT');
  });

  it('signs in with the right password (e-mail in any case), not with a wrong one, and signs out', async () => {
    const wrong = await post('/api/auth/sign-in/email', {
      email: 'second@example.com',
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');

    const res = await post('/api/auth/sign-in/email', { email: 'Second@Example.com', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const setCookie = [res.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const cookie = cookieHeaderFrom(res);
    expect((await session(cookie)).user.username).toBe('second');

    const out = await post('/api/auth/sign-out', {}, cookie);
    expect(out.statusCode).toBe(200);
    expect((await session(cookie)).user).toBeNull();
  });

  it('re-syncs the profile e-mail when the sign-in e-mail changed underneath (spec section 4)', async () => {
    const cookie = await signIn(t.app, { email: 'third@example.com', password: PASSWORD });
    const db = t.database.db;
    await db
      .update(user)
      .set({ email: 'third.moved@example.com' })
      .where(eq(user.email, 'third@example.com'));
    expect((await session(cookie)).user.email).toBe('third.moved@example.com');
    const [row] = await db.select().from(profiles).where(eq(profiles.username, 'third'));
    expect(row?.email).toBe('third.moved@example.com');
    await db
      .update(user)
      .set({ email: 'third@example.com' })
      .where(eq(user.email, 'third.moved@example.com'));
  });

  it('lets the harness helper sign in again', async () => {
    const cookie = await signIn(t.app, { email: 'third@example.com', password: PASSWORD });
    expect((await session(cookie)).user.username).toBe('third');
  });
});

describe(`cookies under an https BASE_URL (${testDbKind})`, () => {
  it('are Secure (and __Secure- prefixed) and still carry the session', async () => {
    const secure = await createTestApp({ env: { BASE_URL: 'https://cubes.example.org' } });
    try {
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email: 's@example.org', password: PASSWORD, name: 'secure' },
      });
      expect(res.statusCode).toBe(200);
      const setCookie = [res.headers['set-cookie']].flat().join('\n');
      expect(setCookie).toMatch(/__Secure-[^=]*session_token=/);
      expect(setCookie).toMatch(/; Secure/i);
      const me = await secure.app.inject({
        method: 'GET',
        url: '/api/session',
        headers: { cookie: cookieHeaderFrom(res) },
      });
      expect(me.json().user.username).toBe('secure');
    } finally {
      await secure.close();
    }
  });
});
