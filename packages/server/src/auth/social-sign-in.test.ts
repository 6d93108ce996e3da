import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDbKind } from '../../test/harness';
import { authorizeAtProvider, startTestOidc, type TestOidc } from '../../test/oidc';
import { cookieHeaderFrom, signUp } from '../../test/sign-up';

// Social sign-in through the generic OAuth/OIDC plugin against a local oidc-provider (spec section 7):
// the profile is created with the display name without spaces, else the e-mail's local part.

const BASE_URL = 'http://localhost:3999';
let oidc: TestOidc;
let t: TestApp;
beforeAll(async () => {
  oidc = await startTestOidc({
    redirectUri: `${BASE_URL}/api/auth/callback/oidc`,
    accounts: {
      'alice-sub': { email: 'Alice.Smith@Example.org', name: 'Alice Smith' },
      'noname-sub': { email: 'Quiet.One@example.org' },
      'taken-sub': { email: 'other@example.org', name: 'Taken Name' },
    },
  });
  t = await createTestApp({
    env: {
      BASE_URL,
      OIDC_ISSUER: oidc.issuer,
      OIDC_CLIENT_ID: oidc.clientId,
      OIDC_CLIENT_SECRET: oidc.clientSecret,
      OIDC_NAME: 'Test SSO',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await oidc?.close();
});

/** Runs the whole flow as `accountId` and returns the app's session cookie and where it landed. */
async function socialSignIn(accountId: string) {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/oauth2',
    payload: { providerId: 'oidc', callbackURL: '/dashboard' },
    headers: { origin: BASE_URL },
  });
  expect(start.statusCode, start.body).toBe(200);
  const { url, redirect } = start.json();
  expect(redirect).toBe(true);
  expect(url.startsWith(oidc.issuer)).toBe(true);
  const stateCookie = cookieHeaderFrom(start);

  const back = new URL(await authorizeAtProvider(url, accountId));
  expect(back.origin + back.pathname).toBe(`${BASE_URL}/api/auth/callback/oidc`);
  const callback = await t.app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    headers: { cookie: stateCookie },
  });
  expect(callback.statusCode, callback.body).toBe(302);
  return { cookie: cookieHeaderFrom(callback), location: callback.headers.location };
}

async function sessionUser(cookie: string) {
  return (await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json().user;
}

describe(`social sign-in (${testDbKind})`, () => {
  it('creates the profile with the display name without spaces, lowercased', async () => {
    const { cookie, location } = await socialSignIn('alice-sub');
    expect(location).toBe('/dashboard');
    expect(await sessionUser(cookie)).toMatchObject({
      username: 'alicesmith',
      email: 'alice.smith@example.org',
      isModerator: false,
    });
  });

  it('signs the same person in again without a second profile', async () => {
    const { cookie } = await socialSignIn('alice-sub');
    expect((await sessionUser(cookie)).username).toBe('alicesmith');
  });

  it("uses the e-mail's local part when the provider gives no name", async () => {
    const { cookie } = await socialSignIn('noname-sub');
    expect((await sessionUser(cookie)).username).toBe('quiet.one');
  });

  it('makes a taken username unique with a number', async () => {
    await signUp(t.app, { email: 'tn@example.com', password: 'secret-pass', username: 'takenname' });
    const { cookie } = await socialSignIn('taken-sub');
    expect((await sessionUser(cookie)).username).toBe('takenname2');
  });

  it('also answers the standard sign-in/social endpoint', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      payload: { provider: 'oidc', callbackURL: '/dashboard' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().url).toContain(`${oidc.issuer}/auth`);
  });
});
