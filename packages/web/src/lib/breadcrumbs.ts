import { type CubeSub, matchRoute } from './route-table';

const PRODUCT_NAME = 'Cubewright';

export interface Crumb {
  label: string;
  /** Where the crumb leads; a crumb whose url is the current page renders as plain text. */
  url?: string;
}

/** What the shell knows about the cube being viewed (set by cube pages, cleared when leaving them). */
export interface CubeCrumbInfo {
  id: string;
  name: string | null;
  /** True when the viewer owns or collaborates on the cube: its parent crumb is then My Cubes. */
  mine: boolean;
}

function cubeCrumbs(cubeId: string, sub: CubeSub, cube: CubeCrumbInfo | null): Crumb[] {
  const info = cube && cube.id === cubeId ? cube : null;
  const base = `/cubes/${encodeURIComponent(cubeId)}`;
  const crumbs: Crumb[] = [
    info?.mine ? { label: 'My Cubes', url: '/dashboard' } : { label: 'Community', url: '/community/browse' },
    { label: info?.name || 'Cube Details', url: base },
  ];
  if (sub === 'settings') crumbs.push({ label: 'Settings', url: `${base}/settings` });
  if (sub === 'edit') crumbs.push({ label: 'Edit List', url: `${base}/edit` });
  if (sub === 'event') crumbs.push({ label: 'Records', url: `${base}/records` });
  if (sub === 'post') crumbs.push({ label: 'Blog', url: `${base}/blog` });
  if (sub === 'propose') crumbs.push({ label: 'Suggest Changes', url: `${base}/propose` });
  if (sub === 'proposal') crumbs.push({ label: 'Proposals', url: `${base}/proposals` });
  return crumbs;
}

/** The breadcrumb trail of a page, per the rules of spec section 2. */
export function breadcrumbsFor(pathname: string, cube: CubeCrumbInfo | null = null): Crumb[] {
  const { kind, title } = matchRoute(pathname);
  if (kind.type === 'dashboard') return [{ label: 'Dashboard', url: '/dashboard' }];
  const trail: Crumb[] = [{ label: PRODUCT_NAME, url: '/dashboard' }];
  switch (kind.type) {
    case 'cube':
      return [...trail, ...cubeCrumbs(kind.cubeId, kind.sub, cube)];
    case 'community':
      return [...trail, { label: kind.title, url: pathname }];
    case 'search':
      return [
        ...trail,
        { label: 'Community', url: '/community/browse' },
        { label: 'Search Results', url: '/search' },
      ];
    default:
      return pathname === '/' ? trail : [...trail, { label: title, url: pathname }];
  }
}

/** True when a crumb should be a link: it has a url and that url is not the current page. */
export function isCrumbLink(crumb: Crumb, pathname: string): boolean {
  return crumb.url !== undefined && crumb.url !== pathname;
}

/** Whether a pathname is a cube page (leaving these clears the cube crumb's name). */
export function isCubePath(pathname: string): boolean {
  return matchRoute(pathname).kind.type === 'cube';
}
