import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDbKind } from '../../test/harness';

// Sign-in, sign-up and password-reset attempts are limited per IP (AUTH_RATE_LIMIT_MAX per window).

let t: TestApp;
beforeAll(async () => {
  // Behind a proxy (TRUST_PROXY) the client IP comes from X-Forwarded-For, which lets the test play two clients.
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT_MAX: '10', AUTH_RATE_LIMIT_WINDOW_SECONDS: '60', TRUST_PROXY: 'true' },
  });
});
afterAll(() => t.close());

const attempt = (url: string, payload: object, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'x-forwarded-for': ip } });

describe(`auth rate limit (${testDbKind})`, () => {
  it('answers the 11th sign-in attempt in the window with 429, per IP', async () => {
    // A different e-mail each time, so the per-account back-off (sign-in-throttle.test.ts) stays out of it.
    const body = (i: number) => ({ email: `nobody${i}@example.com`, password: 'whatever' });
    for (let i = 1; i <= 10; i++) {
      expect((await attempt('/api/auth/sign-in/email', body(i))).statusCode, `attempt ${i}`).toBe(401);
    }
    const eleventh = await attempt('/api/auth/sign-in/email', body(11));
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toMatch(/too many requests/i);
    // Another address is not affected.
    expect((await attempt('/api/auth/sign-in/email', body(12), '198.51.100.9')).statusCode).toBe(401);
  });

  it('limits sign-up and password-reset requests the same way', async () => {
    for (let i = 1; i <= 10; i++) {
      const res = await attempt('/api/auth/sign-up/email', {
        email: `u${i}@example.com`,
        password: 'secret-pass',
        name: `u${i}`,
      });
      expect(res.statusCode).toBe(200);
    }
    const signUp = await attempt('/api/auth/sign-up/email', {
      email: 'u11@example.com',
      password: 'x',
      name: 'u',
    });
    expect(signUp.statusCode).toBe(429);

    for (let i = 1; i <= 10; i++) {
      const res = await attempt('/api/auth/request-password-reset', { email: 'u1@example.com' });
      expect(res.statusCode).toBe(200);
    }
    expect((await attempt('/api/auth/request-password-reset', { email: 'u1@example.com' })).statusCode).toBe(
      429,
    );
  });
});
