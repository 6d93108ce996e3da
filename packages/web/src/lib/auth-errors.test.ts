import { describe, expect, it } from 'vitest';
import { authErrorMessage, GENERIC_FAILURE, safeRedirect, TOO_MANY_REQUESTS } from './auth-errors';

describe('authErrorMessage', () => {
  it('maps provider codes to clear messages', () => {
    expect(authErrorMessage(401, 'INVALID_EMAIL_OR_PASSWORD')).toBe('The e-mail or password is incorrect.');
    expect(authErrorMessage(422, 'USER_ALREADY_EXISTS')).toMatch(/already exists/);
    expect(authErrorMessage(422, 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL')).toMatch(/already exists/);
    expect(authErrorMessage(400, 'USER_NOT_FOUND')).toBe('No account was found for this e-mail.');
    expect(authErrorMessage(400, 'PASSWORD_TOO_SHORT')).toMatch(/at least 6 characters/);
    expect(authErrorMessage(400, 'wrong_password')).toBe('Your current password is incorrect');
  });
  it('says "too many" on 429 whatever the code', () => {
    expect(authErrorMessage(429)).toBe(TOO_MANY_REQUESTS);
    expect(authErrorMessage(429, 'INVALID_EMAIL_OR_PASSWORD')).toBe(TOO_MANY_REQUESTS);
    const wait = 'Too many failed sign-in attempts for this account. Try again in 10 seconds.';
    expect(authErrorMessage(429, 'ACCOUNT_THROTTLED', wait)).toBe(wait);
  });
  it('keeps the server message for unknown 4xx codes, and hides 5xx details', () => {
    expect(authErrorMessage(409, undefined, 'That username is taken')).toBe('That username is taken');
    expect(authErrorMessage(500, undefined, 'stack trace')).toBe(GENERIC_FAILURE);
    expect(authErrorMessage(400)).toBe(GENERIC_FAILURE);
  });
});

describe('safeRedirect', () => {
  it('accepts same-site paths', () => {
    expect(safeRedirect('/account/settings')).toBe('/account/settings');
    expect(safeRedirect('/search?q=bolt')).toBe('/search?q=bolt');
  });
  it('refuses other sites, empty values and the login page itself', () => {
    for (const v of [
      null,
      undefined,
      '',
      'https://evil.test',
      '//evil.test',
      '/\\evil.test',
      '/login',
      '/login?x=1',
    ]) {
      expect(safeRedirect(v)).toBeNull();
    }
  });
});
