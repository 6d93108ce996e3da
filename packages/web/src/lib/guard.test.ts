import { describe, expect, it } from 'vitest';
import { guardRedirect } from './guard';

describe('guardRedirect', () => {
  it('sends a guest from an auth route to /login with the way back', () => {
    expect(guardRedirect('auth', false, '/account/settings', '')).toBe(
      '/login?redirect=%2Faccount%2Fsettings',
    );
    expect(guardRedirect('auth', false, '/cubes/x/settings', '?tab=1')).toBe(
      '/login?redirect=%2Fcubes%2Fx%2Fsettings%3Ftab%3D1',
    );
  });
  it('lets a signed-in user into auth routes and anyone into public ones', () => {
    expect(guardRedirect('auth', true, '/dashboard', '')).toBeNull();
    expect(guardRedirect('public', false, '/about', '')).toBeNull();
    expect(guardRedirect('public', true, '/about', '')).toBeNull();
    expect(guardRedirect('guest', false, '/login', '')).toBeNull();
  });
  it('sends a signed-in user from /login to the redirect or the dashboard', () => {
    expect(guardRedirect('guest', true, '/login', '')).toBe('/dashboard');
    expect(guardRedirect('guest', true, '/login', '?redirect=%2Faccount%2Fsettings')).toBe(
      '/account/settings',
    );
    expect(guardRedirect('guest', true, '/login', '?redirect=https%3A%2F%2Fevil.test')).toBe('/dashboard');
  });
});
