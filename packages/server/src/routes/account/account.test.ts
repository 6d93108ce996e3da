import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';
import { signUp } from '../../../test/sign-up';
import { profiles, session, user } from '../../db/schema';

// Account settings: each change re-authenticates with the current password (spec section 5).

const PASSWORD = 'first-pass';
let t: TestApp;
let ann: string;
beforeAll(async () => {
  t = await createTestApp();
  ann = await signUp(t.app, { email: 'ann@example.com', password: PASSWORD, username: 'ann' });
  await signUp(t.app, { email: 'bob@example.com', password: 'bob-pass', username: 'bob' });
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, cookie: string | null, payload?: object) {
  const res = await t.app.inject({
    method,
    url,
    headers: { origin: t.config.baseUrl, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.body ? res.json() : null, headers: res.headers };
}
const signInStatus = async (email: string, password: string) =>
  (await call('POST', '/api/auth/sign-in/email', null, { email, password })).status;

describe(`account settings (${testDbKind})`, () => {
  it('answers guests with 401 "User not authenticated" before looking at the body', async () => {
    for (const [method, url] of [
      ['PATCH', '/api/account/username'],
      ['POST', '/api/account/change-password'],
      ['POST', '/api/account/change-email'],
      ['POST', '/api/account/delete'],
    ] as const) {
      const res = await call(method, url, null, {});
      expect(res.status, url).toBe(401);
      expect(res.body.error).toBe('User not authenticated');
    }
  });

  it('changes the username (lowercased), refusing a taken one with 409 and a malformed one with 400', async () => {
    const res = await call('PATCH', '/api/account/username', ann, { username: 'Annie' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ username: 'annie', email: 'ann@example.com' });
    expect((await call('GET', '/api/session', ann)).body.user.username).toBe('annie');

    const taken = await call('PATCH', '/api/account/username', ann, { username: 'BOB' });
    expect(taken).toMatchObject({ status: 409, body: { error: 'That username is taken' } });
    const bad = await call('PATCH', '/api/account/username', ann, { username: 'no spaces' });
    expect(bad.status).toBe(400);
  });

  it('changes the password only with the current one, and the new one signs in', async () => {
    const wrong = await call('POST', '/api/account/change-password', ann, {
      currentPassword: 'not-it',
      newPassword: 'second-pass',
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { error: 'Your current password is incorrect', code: 'wrong_password' },
    });
    const short = await call('POST', '/api/account/change-password', ann, {
      currentPassword: PASSWORD,
      newPassword: '12345',
    });
    expect(short.status).toBe(400);

    const ok = await call('POST', '/api/account/change-password', ann, {
      currentPassword: PASSWORD,
      newPassword: 'second-pass',
    });
    expect(ok).toMatchObject({ status: 200, body: { ok: true } });
    expect(await signInStatus('ann@example.com', PASSWORD)).toBe(401);
    expect(await signInStatus('ann@example.com', 'second-pass')).toBe(200);
    // The session that made the change is kept.
    expect((await call('GET', '/api/session', ann)).body.user.username).toBe('annie');
  });

  it('changes the e-mail only with the current password; an address in use is a 409', async () => {
    const wrong = await call('POST', '/api/account/change-email', ann, {
      currentPassword: 'second-wrong',
      newEmail: 'ann2@example.com',
    });
    expect(wrong.body.code).toBe('wrong_password');
    const inUse = await call('POST', '/api/account/change-email', ann, {
      currentPassword: 'second-pass',
      newEmail: 'BOB@example.com',
    });
    expect(inUse.status).toBe(409);

    const ok = await call('POST', '/api/account/change-email', ann, {
      currentPassword: 'second-pass',
      newEmail: 'Ann.New@Example.com',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user.email).toBe('ann.new@example.com');
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.username, 'annie'));
    expect(row?.email).toBe('ann.new@example.com');
    expect(await signInStatus('ann.new@example.com', 'second-pass')).toBe(200);
    expect(await signInStatus('ann@example.com', 'second-pass')).toBe(401);
  });

  it('deletes the account only with the current password: profile, user and sessions go, sign-in fails', async () => {
    const wrong = await call('POST', '/api/account/delete', ann, { currentPassword: 'nope-nope' });
    expect(wrong.body.code).toBe('wrong_password');
    const me = (await call('GET', '/api/session', ann)).body.user;

    const ok = await call('POST', '/api/account/delete', ann, { currentPassword: 'second-pass' });
    expect(ok).toMatchObject({ status: 200, body: { ok: true } });
    expect([ok.headers['set-cookie']].flat().join('\n')).toMatch(/session_token=;.*Max-Age=0/);

    const db = t.database.db;
    expect(await db.select().from(profiles).where(eq(profiles.userId, me.id))).toEqual([]);
    expect(await db.select().from(user).where(eq(user.id, me.id))).toEqual([]);
    expect(await db.select().from(session).where(eq(session.userId, me.id))).toEqual([]);
    expect((await call('GET', '/api/session', ann)).body.user).toBeNull();
    expect(await signInStatus('ann.new@example.com', 'second-pass')).toBe(401);
    // Bob is untouched.
    expect(await signInStatus('bob@example.com', 'bob-pass')).toBe(200);
  });
});
