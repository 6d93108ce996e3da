import { describe, expect, it } from 'vitest';
import { documentTitle, matchRoute } from './route-table';

describe('matchRoute: access rules of spec section 2', () => {
  it('marks /login guests-only', () => expect(matchRoute('/login').access).toBe('guest'));
  it('marks personal routes auth', () => {
    for (const p of [
      '/dashboard',
      '/my-cubes',
      '/cubes/create',
      '/cubes/x/settings',
      '/cubes/x/settings/collaborators',
      '/cubes/x/edit',
      '/tools/import-cube',
      '/draft/multi',
      '/draft/lobby/d1',
      '/draft/session/d1',
      '/draft/complete/d1',
      '/notifications',
      '/account/settings',
      '/community/following',
      '/custom-cards',
      '/custom-cards/create',
      '/custom-cards/abc/edit',
    ]) {
      expect(matchRoute(p).access, p).toBe('auth');
    }
  });
  it('marks community, cube views and info pages public', () => {
    for (const p of [
      '/',
      '/cubes/x',
      '/cubes/x/list',
      '/cubes/x/analytics',
      '/cubes/x/records',
      '/cubes/x/records/e1',
      '/cubes/x/blog/p1',
      '/cubes/x/playtest',
      '/community/featured',
      '/community/latest',
      '/community/trending',
      '/community/browse',
      '/search',
      '/about',
      '/roadmap',
      '/terms',
      '/privacy',
      '/reset-password',
    ]) {
      expect(matchRoute(p).access, p).toBe('public');
    }
  });
});

describe('matchRoute: titles', () => {
  it('uses the spec titles', () => {
    expect(matchRoute('/login').title).toBe('Sign In');
    expect(matchRoute('/community/following').title).toBe('Following');
    expect(matchRoute('/community/featured').title).toBe('Community');
    expect(matchRoute('/community/browse').title).toBe('Community');
    expect(matchRoute('/unknown').title).toBe('Page');
    expect(matchRoute('/cubes/x/playtest').title).toBe('Playtest');
    expect(matchRoute('/events/abc')).toMatchObject({ access: 'public', title: 'Event' });
    expect(matchRoute('/cubes/x/bogus').title).toBe('Page');
    expect(matchRoute('/cubes/x/settings/bogus').title).toBe('Page');
    expect(matchRoute('/cubes/x/records').title).toBe('Cube Details');
    expect(matchRoute('/cubes/x/records/e1').title).toBe('Event');
    expect(matchRoute('/cubes/x/blog/p1').title).toBe('Blog Post');
  });
  it('ignores a trailing slash', () => expect(matchRoute('/about/').title).toBe('About'));
  it('renders the draft session without padding', () => {
    expect(matchRoute('/draft/session/d1').fullBleed).toBe(true);
    expect(matchRoute('/draft/lobby/d1').fullBleed).toBeFalsy();
  });
  it('builds document titles that contain the page title', () => {
    expect(documentTitle('Sign In')).toBe('Sign In · Cubewright');
    expect(documentTitle('Cubewright')).toBe('Cubewright');
  });
});
