import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, testDbKind } from '../../test/harness';
import { cookieHeaderFrom, signIn, signUp } from '../../test/sign-up';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';
import { profiles } from '../db/schema';

// Sign-up does not tell whether an e-mail has an account: a sign-up with a taken address gets the same
// status and body as a new one (after the same password hashing), no session, and the address's owner
// gets an e-mail about it. Timing is checked through the code path (the hash runs both ways), not the
// wall clock.

const PASSWORD = 'secret-pass';
let smtp: TestSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  await signUp(t.app, { email: 'owner@example.com', password: PASSWORD, username: 'owner' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
afterEach(() => vi.restoreAllMocks());

const signUpAs = (email: string, name: string, password = 'other-pass') =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: { email, password, name } });

/** A body with the values that differ between any two sign-ups (ids, dates, names) blanked out. */
function shape(body: { token: unknown; user: Record<string, unknown> }) {
  return {
    token: body.token,
    user: Object.fromEntries(Object.entries(body.user).map(([k, v]) => [k, v === null ? null : typeof v])),
  };
}

describe(`sign-up with an e-mail that has an account (${testDbKind})`, () => {
  it('answers with the same status and body as a new sign-up, hashing the password both ways', async () => {
    const { password } = await t.auth.$context;
    const hash = vi.spyOn(password, 'hash');

    const fresh = await signUpAs('fresh@example.com', 'fresh');
    expect(hash).toHaveBeenCalledTimes(1);
    const taken = await signUpAs('Owner@Example.com', 'intruder');
    expect(hash).toHaveBeenCalledTimes(2);
    expect(hash).toHaveBeenLastCalledWith('other-pass');

    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(fresh.statusCode).toBe(200);
    expect(Object.keys(taken.json().user)).toEqual(Object.keys(fresh.json().user));
    expect(shape(taken.json())).toEqual(shape(fresh.json()));
    expect(taken.json()).toMatchObject({
      token: null,
      user: { email: 'owner@example.com', name: 'intruder' },
    });
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);

    // Only the new account is signed in; the taken address's account is untouched.
    expect(cookieHeaderFrom(fresh)).not.toBe('');
    expect(cookieHeaderFrom(taken)).toBe('');
    await signIn(t.app, { email: 'owner@example.com', password: PASSWORD });
    const [owner] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.email, 'owner@example.com'));
    expect(owner?.username).toBe('owner');
  });

  it('mails the owner of the address instead', async () => {
    await signUpAs('owner@example.com', 'someone');
    const mail = await smtp.waitFor('owner@example.com');
    expect(mail.text).toContain('Someone tried to sign up to Cubewright with your e-mail address');
    expect(mail.text).toContain(`sign in at ${t.config.baseUrl}/login`);
    expect(mail.text).toContain('Forgot password?');
  });

  it('refuses a malformed or taken username the same way for a taken and a free address', async () => {
    const { password } = await t.auth.$context;
    const hash = vi.spyOn(password, 'hash');
    for (const name of ['a b', 'OWNER']) {
      const free = await signUpAs(`free-${hash.mock.calls.length}@example.com`, name);
      const taken = await signUpAs('owner@example.com', name);
      expect(free.statusCode).toBeGreaterThanOrEqual(400);
      expect([taken.statusCode, taken.json()]).toEqual([free.statusCode, free.json()]);
    }
    expect(hash).toHaveBeenCalledTimes(4);
  });
});
