/** Who may open a route (spec section 2): guests only, signed-in users only, or anyone. */
export type Access = 'guest' | 'auth' | 'public';

/** Which of a cube's pages: its tabs, settings, the list editor, one event, one blog post. */
export type CubeSub = 'view' | 'settings' | 'edit' | 'event' | 'post' | 'propose' | 'proposal';

/** What the breadcrumb and title rules need to know about the current page. */
type RouteKind =
  | { type: 'login' }
  | { type: 'dashboard' }
  | { type: 'page'; title: string }
  | { type: 'community'; title: 'Community' | 'Following' }
  | { type: 'search' }
  | { type: 'cube'; cubeId: string; sub: CubeSub }
  | { type: 'notFound' };

export interface RouteMatch {
  access: Access;
  /** The page's title (the document title is "<title> · Cubewright"). */
  title: string;
  kind: RouteKind;
  /** Draft session pages render without padding and collapse the sidebar. */
  fullBleed?: boolean;
}

const page = (title: string, access: Access): RouteMatch => ({
  access,
  title,
  kind: { type: 'page', title },
});

// Fixed paths of the spec's route table, with the titles we give them (the spec names Sign In,
// Following, Community and Page; the rest are named after the sidebar items that lead to them).
const FIXED: Record<string, RouteMatch> = {
  '/login': { access: 'guest', title: 'Sign In', kind: { type: 'login' } },
  '/reset-password': page('Reset Password', 'public'),
  '/dashboard': { access: 'auth', title: 'Dashboard', kind: { type: 'dashboard' } },
  '/my-cubes': page('My Cubes', 'auth'),
  '/cubes/create': page('Create Cube', 'auth'),
  '/tools/import-cube': page('Import Cube', 'auth'),
  '/draft/multi': page('Draft Setup', 'auth'),
  '/notifications': page('Notifications', 'auth'),
  '/admin': page('Admin', 'auth'),
  '/account/settings': page('Account Settings', 'auth'),
  '/community/featured': {
    access: 'public',
    title: 'Community',
    kind: { type: 'community', title: 'Community' },
  },
  '/community/latest': {
    access: 'public',
    title: 'Community',
    kind: { type: 'community', title: 'Community' },
  },
  '/community/trending': {
    access: 'public',
    title: 'Community',
    kind: { type: 'community', title: 'Community' },
  },
  '/community/browse': {
    access: 'public',
    title: 'Community',
    kind: { type: 'community', title: 'Community' },
  },
  '/community/following': {
    access: 'auth',
    title: 'Following',
    kind: { type: 'community', title: 'Following' },
  },
  '/search': { access: 'public', title: 'Search Results', kind: { type: 'search' } },
  '/search/help': { access: 'public', title: 'Search Syntax', kind: { type: 'search' } },
  '/custom-cards': page('Custom Cards', 'auth'),
  '/custom-cards/create': page('Create Custom Card', 'auth'),
  '/cards/top': page('Top Cards', 'public'),
  '/about': page('About', 'public'),
  '/roadmap': page('Roadmap', 'public'),
  '/terms': page('Terms of Service', 'public'),
  '/privacy': page('Privacy Policy', 'public'),
};

/** Every fixed path of the route table (the e2e overflow check visits each one). */
export const FIXED_PATHS = Object.keys(FIXED);

/** Cube tabs of spec section 2 (`list` is the default, also reachable as /cubes/{id}/list). */
export const CUBE_TABS = [
  'list',
  'whitepaper',
  'blog',
  'versions',
  'activity',
  'analytics',
  'records',
  'proposals',
] as const;
export const CUBE_SETTINGS_TABS = [
  'general',
  'boards',
  'jumpstart',
  'drafts',
  'collaborators',
  'advanced',
  'danger',
] as const;

const DRAFT = /^\/draft\/(lobby|session|complete)\/([^/]+)$/;
const DRAFT_TITLES = { lobby: 'Draft Lobby', session: 'Draft', complete: 'Draft Complete' } as const;
const CUSTOM_CARD_EDIT = /^\/custom-cards\/[^/]+\/edit$/;
const CARD_PAGE = /^\/cards\/[^/]+$/;
/** An event's share link (issue 30): public, the token is the permission. */
const SHARED_EVENT = /^\/events\/[^/]+$/;
const CUBE = /^\/cubes\/([^/]+)(?:\/([^/]+))?(?:\/([^/]+))?$/;

function matchCube(path: string): RouteMatch | null {
  const m = CUBE.exec(path);
  if (!m || m[1] === 'create') return null;
  const [, id, section, tab] = m as unknown as [string, string, string | undefined, string | undefined];
  const cubeId = decodeURIComponent(id);
  if (!section || (!tab && (CUBE_TABS as readonly string[]).includes(section))) {
    return { access: 'public', title: 'Cube Details', kind: { type: 'cube', cubeId, sub: 'view' } };
  }
  if (section === 'settings' && (!tab || (CUBE_SETTINGS_TABS as readonly string[]).includes(tab))) {
    return { access: 'auth', title: 'Cube Settings', kind: { type: 'cube', cubeId, sub: 'settings' } };
  }
  if (section === 'edit' && !tab) {
    return { access: 'auth', title: 'Edit List', kind: { type: 'cube', cubeId, sub: 'edit' } };
  }
  // One event of the cube's records (issue 17): public like the cube, under a Records crumb.
  if (section === 'records' && tab) {
    return { access: 'public', title: 'Event', kind: { type: 'cube', cubeId, sub: 'event' } };
  }
  // One blog post with its comments (issue 30): public like the cube, under a Blog crumb.
  if (section === 'blog' && tab) {
    return { access: 'public', title: 'Blog Post', kind: { type: 'cube', cubeId, sub: 'post' } };
  }
  // One proposal with its discussion (issue 31): public like the cube; suggesting changes needs a sign-in.
  if (section === 'proposals' && tab) {
    return { access: 'public', title: 'Proposal', kind: { type: 'cube', cubeId, sub: 'proposal' } };
  }
  if (section === 'propose' && !tab) {
    return { access: 'auth', title: 'Suggest Changes', kind: { type: 'cube', cubeId, sub: 'propose' } };
  }
  // A cube's sample pack: public like the cube; its crumbs are the cube's own.
  if (section === 'sample' && !tab) {
    return { access: 'public', title: 'Sample Pack', kind: { type: 'cube', cubeId, sub: 'view' } };
  }
  // Pack 1, Pick 1 (issue 18): public like the cube, voting asks for a sign-in on the page.
  if (section === 'p1p1' && !tab) {
    return { access: 'public', title: 'Pack 1, Pick 1', kind: { type: 'cube', cubeId, sub: 'view' } };
  }
  // Playtest a pasted deck (issue 32): public like the cube; nothing on it is saved.
  if (section === 'playtest' && !tab) {
    return { access: 'public', title: 'Playtest', kind: { type: 'cube', cubeId, sub: 'view' } };
  }
  return null;
}

/** Access rule, title and kind of a pathname; unknown routes are public, titled "Page". */
export function matchRoute(pathname: string): RouteMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const fixed = FIXED[path];
  if (fixed) return fixed;
  if (path === '/')
    return { access: 'public', title: 'Cubewright', kind: { type: 'page', title: 'Cubewright' } };
  const draft = DRAFT.exec(path);
  if (draft) {
    const stage = draft[1] as keyof typeof DRAFT_TITLES;
    return { ...page(DRAFT_TITLES[stage], 'auth'), fullBleed: stage === 'session' };
  }
  if (CUSTOM_CARD_EDIT.test(path)) return page('Edit Custom Card', 'auth');
  if (CARD_PAGE.test(path)) return page('Card', 'public');
  if (SHARED_EVENT.test(path)) return page('Event', 'public');
  return matchCube(path) ?? { access: 'public', title: 'Page', kind: { type: 'notFound' } };
}

/** The document title of a page. */
export function documentTitle(title: string): string {
  return title === 'Cubewright' ? 'Cubewright' : `${title} · Cubewright`;
}
