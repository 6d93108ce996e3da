import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDbKind } from '../../test/harness';
import { signIn, signUp } from '../../test/sign-up';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

// Password reset by e-mail: the mail goes through a local SMTP server, the test follows its link.

let smtp: TestSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Cubewright <test@cubewright.local>' } });
  await signUp(t.app, { email: 'Forgetful@Example.com', password: 'old-password', username: 'forgetful' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { origin: t.config.baseUrl } });

describe(`password reset (${testDbKind})`, () => {
  it('mails a link that leads to /reset-password with a token, which sets a new password', async () => {
    const ask = await post('/api/auth/request-password-reset', {
      email: 'forgetful@example.com',
      redirectTo: '/reset-password',
    });
    expect(ask.statusCode).toBe(200);

    const mail = await smtp.waitFor('forgetful@example.com');
    expect(mail.text).toMatch(/^Subject: Reset your Cubewright password/m);
    expect(mail.text).toMatch(/^From: Cubewright <test@cubewright\.local>/m);
    const link = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeDefined();

    const linkUrl = new URL(link!);
    expect(linkUrl.origin).toBe(t.config.baseUrl);
    const follow = await t.app.inject({ method: 'GET', url: linkUrl.pathname + linkUrl.search });
    expect(follow.statusCode).toBe(302);
    const landing = new URL(follow.headers.location as string, t.config.baseUrl);
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token');
    expect(token).toBeTruthy();

    const reset = await post('/api/auth/reset-password', { newPassword: 'new-password', token });
    expect(reset.statusCode, reset.body).toBe(200);

    expect(
      (await post('/api/auth/sign-in/email', { email: 'forgetful@example.com', password: 'old-password' }))
        .statusCode,
    ).toBe(401);
    const cookie = await signIn(t.app, { email: 'forgetful@example.com', password: 'new-password' });
    expect(cookie).toMatch(/session_token=/);
    // A token works once.
    expect(
      (await post('/api/auth/reset-password', { newPassword: 'third-password', token })).statusCode,
    ).toBe(400);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = smtp.mails.length;
    const ask = await post('/api/auth/request-password-reset', {
      email: 'ghost@example.com',
      redirectTo: '/reset-password',
    });
    expect(ask.statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mails.length).toBe(before);
  });
});
