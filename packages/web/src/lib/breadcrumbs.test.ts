import { describe, expect, it } from 'vitest';
import { breadcrumbsFor, type CubeCrumbInfo, isCrumbLink, isCubePath } from './breadcrumbs';

const labels = (path: string, cube: CubeCrumbInfo | null = null) =>
  breadcrumbsFor(path, cube).map((c) => c.label);
const mine: CubeCrumbInfo = { id: 'c1', name: 'Vintage Cube', mine: true };
const theirs: CubeCrumbInfo = { id: 'c1', name: 'Vintage Cube', mine: false };

describe('breadcrumbs: the product crumb', () => {
  it('comes first and links to the dashboard', () => {
    expect(breadcrumbsFor('/about')[0]).toEqual({ label: 'Cubewright', url: '/dashboard' });
    expect(labels('/account/settings')).toEqual(['Cubewright', 'Account Settings']);
  });
  it('is absent on the dashboard itself', () => {
    expect(labels('/dashboard')).toEqual(['Dashboard']);
  });
});

describe('breadcrumbs: cube pages', () => {
  it('hang under My Cubes (-> /dashboard) when the viewer owns or collaborates', () => {
    expect(breadcrumbsFor('/cubes/c1', mine)).toEqual([
      { label: 'Cubewright', url: '/dashboard' },
      { label: 'My Cubes', url: '/dashboard' },
      { label: 'Vintage Cube', url: '/cubes/c1' },
    ]);
  });
  it('hang under Community (-> /community/browse) otherwise', () => {
    expect(breadcrumbsFor('/cubes/c1', theirs)[1]).toEqual({ label: 'Community', url: '/community/browse' });
    expect(breadcrumbsFor('/cubes/c1')[1]).toEqual({ label: 'Community', url: '/community/browse' });
  });
  it('fall back to "Cube Details" without a name, or with the name of another cube', () => {
    expect(labels('/cubes/c1')).toEqual(['Cubewright', 'Community', 'Cube Details']);
    expect(labels('/cubes/c1', { id: 'c1', name: null, mine: true })).toEqual([
      'Cubewright',
      'My Cubes',
      'Cube Details',
    ]);
    expect(labels('/cubes/other', mine)).toEqual(['Cubewright', 'Community', 'Cube Details']);
  });
  it('keep the cube crumb on the tabs', () => {
    for (const tab of ['list', 'whitepaper', 'blog', 'versions', 'activity', 'analytics', 'records']) {
      expect(labels(`/cubes/c1/${tab}`, mine)).toEqual(['Cubewright', 'My Cubes', 'Vintage Cube']);
    }
  });
  it('put an event under the cube crumb and its Records tab', () => {
    expect(breadcrumbsFor('/cubes/c1/records/e1', mine).slice(2)).toEqual([
      { label: 'Vintage Cube', url: '/cubes/c1' },
      { label: 'Records', url: '/cubes/c1/records' },
    ]);
  });
  it('put a blog post under the cube crumb and its Blog tab', () => {
    expect(breadcrumbsFor('/cubes/c1/blog/p1', mine).slice(2)).toEqual([
      { label: 'Vintage Cube', url: '/cubes/c1' },
      { label: 'Blog', url: '/cubes/c1/blog' },
    ]);
  });
  it('put Settings and Edit List under the cube crumb', () => {
    expect(breadcrumbsFor('/cubes/c1/settings', mine).slice(2)).toEqual([
      { label: 'Vintage Cube', url: '/cubes/c1' },
      { label: 'Settings', url: '/cubes/c1/settings' },
    ]);
    expect(labels('/cubes/c1/settings/danger', mine)).toEqual([
      'Cubewright',
      'My Cubes',
      'Vintage Cube',
      'Settings',
    ]);
    expect(labels('/cubes/c1/edit', theirs)).toEqual([
      'Cubewright',
      'Community',
      'Vintage Cube',
      'Edit List',
    ]);
  });
  it('treat /cubes/create as its own page, not a cube', () => {
    expect(labels('/cubes/create')).toEqual(['Cubewright', 'Create Cube']);
    expect(isCubePath('/cubes/create')).toBe(false);
    expect(isCubePath('/cubes/c1/versions')).toBe(true);
    expect(isCubePath('/dashboard')).toBe(false);
  });
});

describe('breadcrumbs: community and search', () => {
  it('title community pages Community, except following', () => {
    for (const p of ['featured', 'browse', 'latest', 'trending']) {
      expect(labels(`/community/${p}`)).toEqual(['Cubewright', 'Community']);
    }
    expect(labels('/community/following')).toEqual(['Cubewright', 'Following']);
  });
  it('put Search Results under Community', () => {
    expect(breadcrumbsFor('/search')).toEqual([
      { label: 'Cubewright', url: '/dashboard' },
      { label: 'Community', url: '/community/browse' },
      { label: 'Search Results', url: '/search' },
    ]);
  });
});

describe('breadcrumbs: links', () => {
  it('link a crumb whose url is not the current page; the current one is plain', () => {
    const trail = breadcrumbsFor('/search');
    expect(trail.map((c) => isCrumbLink(c, '/search'))).toEqual([true, true, false]);
    const browse = breadcrumbsFor('/community/browse');
    expect(browse.map((c) => isCrumbLink(c, '/community/browse'))).toEqual([true, false]);
    expect(breadcrumbsFor('/dashboard').map((c) => isCrumbLink(c, '/dashboard'))).toEqual([false]);
  });
  it('link the cube crumb from its tabs and settings, not on the cube page', () => {
    const onCube = breadcrumbsFor('/cubes/c1', mine);
    expect(isCrumbLink(onCube[2]!, '/cubes/c1')).toBe(false);
    const onSettings = breadcrumbsFor('/cubes/c1/settings', mine);
    expect(isCrumbLink(onSettings[2]!, '/cubes/c1/settings')).toBe(true);
    expect(isCrumbLink(onSettings[3]!, '/cubes/c1/settings')).toBe(false);
  });
  it('title unknown routes Page', () => {
    expect(labels('/nowhere/at/all')).toEqual(['Cubewright', 'Page']);
  });
});
