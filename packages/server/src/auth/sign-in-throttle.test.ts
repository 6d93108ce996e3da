import { ManualClock } from '@cubewright/core/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testDbKind } from '../../test/harness';
import { signUp } from '../../test/sign-up';
import { backOffMs, FIRST_DELAY_MS, FREE_FAILURES, MAX_DELAY_MS } from './sign-in-throttle';

// Sign-in is limited per account as well as per IP: an attacker with 30 addresses (TRUST_PROXY and
// X-Forwarded-For play them) gets FREE_FAILURES guesses, then waits, longer after each further failure,
// never more than 15 minutes; the owner's right password after the wait clears the count.

describe('sign-in back-off per account', () => {
  it('starts after five failures at a few seconds, doubles, and stops at 15 minutes', () => {
    expect([0, 1, 4].map(backOffMs)).toEqual([0, 0, 0]);
    expect(backOffMs(FREE_FAILURES)).toBe(FIRST_DELAY_MS);
    expect(backOffMs(FREE_FAILURES + 1)).toBe(2 * FIRST_DELAY_MS);
    expect(backOffMs(FREE_FAILURES + 3)).toBe(8 * FIRST_DELAY_MS);
    expect(backOffMs(FREE_FAILURES + 100)).toBe(MAX_DELAY_MS);
  });
});

describe(`sign-in throttled per account across addresses (${testDbKind})`, () => {
  let t: TestApp;
  // The app's clock stands still but for what a test adds: on a loaded machine 30 sign-ins can take longer
  // than the first wait, and a clock that kept running would let a guess through.
  const clock = new ManualClock();
  const password = 'correct horse battery';
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' }, clock });
  });
  afterAll(() => t?.close());

  const signInFrom = (ip: string, email: string, pass: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: pass },
      headers: { 'x-forwarded-for': ip },
    });
  const address = (i: number) => `198.51.100.${i + 1}`;

  it('refuses the sixth of 30 wrong passwords from 30 addresses with a 429 saying when to retry', async () => {
    await signUp(t.app, { email: 'victim@example.com', password, username: 'victim' });
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof signInFrom>> | undefined;
    for (let i = 0; i < 30; i++) {
      last = await signInFrom(address(i), 'victim@example.com', `guess number ${i}`);
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([...Array(FREE_FAILURES).fill(401), ...Array(30 - FREE_FAILURES).fill(429)]);
    expect(last!.headers['retry-after']).toBe('5');
    expect(last!.json()).toEqual({
      message: 'Too many failed sign-in attempts for this account. Try again in 5 seconds.',
      code: 'ACCOUNT_THROTTLED',
      retryAfter: 5,
    });
    // The address of the e-mail does not matter: the count is the account's.
    expect((await signInFrom(address(40), ' Victim@Example.com', 'another guess')).statusCode).toBe(429);

    // While waiting, even the right password is not checked; after the wait one more guess is allowed,
    // and its failure doubles the wait.
    expect((await signInFrom(address(0), 'victim@example.com', password)).statusCode).toBe(429);
    clock.advance(5_000);
    expect((await signInFrom(address(1), 'victim@example.com', 'guess again')).statusCode).toBe(401);
    const doubled = await signInFrom(address(2), 'victim@example.com', password);
    expect(doubled.statusCode).toBe(429);
    expect(doubled.headers['retry-after']).toBe('10');

    // The owner signs in after the wait, which clears the count: five free guesses again.
    clock.advance(10_000);
    expect((await signInFrom(address(3), 'victim@example.com', password)).statusCode).toBe(200);
    for (let i = 0; i < FREE_FAILURES; i++) {
      expect((await signInFrom(address(i), 'victim@example.com', `later guess ${i}`)).statusCode).toBe(401);
    }
    expect((await signInFrom(address(9), 'victim@example.com', 'one more')).statusCode).toBe(429);
  });

  it('counts a burst of parallel guesses before checking them, so at most five get through', async () => {
    await signUp(t.app, { email: 'burst@example.com', password, username: 'burst' });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signInFrom(address(i), 'burst@example.com', `parallel ${i}`)),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(FREE_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - FREE_FAILURES);
  });

  it('treats an e-mail without an account the same way (no hint that it is unknown)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await signInFrom(address(i), 'nobody-here@example.com', 'whatever pass')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('never makes the owner wait more than 15 minutes', async () => {
    await signUp(t.app, { email: 'patient@example.com', password, username: 'patient' });
    // Fifteen failures, each right after the previous wait ends.
    for (let i = 0; i < 15; i++) {
      if (i > 0) clock.advance(backOffMs(i));
      expect((await signInFrom(address(i), 'patient@example.com', `wrong ${i}`)).statusCode).toBe(401);
    }
    const waiting = await signInFrom(address(20), 'patient@example.com', password);
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBe(15 * 60);
    expect(waiting.json().message).toBe(
      'Too many failed sign-in attempts for this account. Try again in 15 minutes.',
    );
    clock.advance(MAX_DELAY_MS);
    expect((await signInFrom(address(21), 'patient@example.com', password)).statusCode).toBe(200);
  });
});
