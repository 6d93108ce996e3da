// What the search page shows, read from and written to the URL so a search is a shareable link.
import {
  CARD_SEARCH_DIRS,
  CARD_SEARCH_ORDERS,
  type CardSearchDir,
  type CardSearchOrder,
  COMMUNITY_SORTS,
  type CommunitySort,
} from '@cubewright/core/protocol/list-options';

const SEARCH_TABS = ['cards', 'cubes'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export interface SearchState {
  q: string;
  tab: SearchTab;
  /** Cards tab. */
  page: number;
  order: CardSearchOrder;
  dir: CardSearchDir;
  /** Cubes tab: community browse sort and filters (strings as typed; the server validates them). */
  sort: CommunitySort;
  tags: string;
  colors: string;
  minSize: string;
  maxSize: string;
  /** Cubes tab: show the public cubes containing this card instead of a text search. */
  card: string;
}

const DEFAULTS: SearchState = {
  q: '',
  tab: 'cards',
  page: 1,
  order: 'name',
  dir: 'asc',
  sort: 'updated',
  tags: '',
  colors: '',
  minSize: '',
  maxSize: '',
  card: '',
};

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** The page state in a URL query; unknown or malformed values fall back to the defaults. */
export function readSearchState(params: URLSearchParams): SearchState {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    q: params.get('q') ?? '',
    tab: oneOf(SEARCH_TABS, params.get('tab'), DEFAULTS.tab),
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    order: oneOf(CARD_SEARCH_ORDERS, params.get('order'), DEFAULTS.order),
    dir: oneOf(CARD_SEARCH_DIRS, params.get('dir'), DEFAULTS.dir),
    sort: oneOf(COMMUNITY_SORTS, params.get('sort'), DEFAULTS.sort),
    tags: params.get('tags') ?? '',
    colors: (params.get('colors') ?? '').toUpperCase().replace(/[^WUBRG]/g, ''),
    minSize: params.get('minSize') ?? '',
    maxSize: params.get('maxSize') ?? '',
    card: params.get('card') ?? '',
  };
}

/** The URL query of a state, leaving out defaults so links stay short (`?q=bolt`). */
export function writeSearchState(state: SearchState): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of Object.keys(DEFAULTS) as (keyof SearchState)[]) {
    const value = state[key];
    if (value !== DEFAULTS[key] && value !== '') out.set(key, String(value));
  }
  return out;
}

/** A link to run `q` on the search page (used by the help page's examples). */
export function searchHref(q: string, tab: SearchTab = 'cards'): string {
  const params = writeSearchState({ ...DEFAULTS, q, tab });
  return `/search?${params.toString()}`;
}

/** Applies a change; a new query, tab or order starts again from page 1. */
export function nextSearchState(state: SearchState, patch: Partial<SearchState>): SearchState {
  const resets = ['q', 'tab', 'order', 'dir'].some(
    (k) => k in patch && patch[k as keyof SearchState] !== state[k as keyof SearchState],
  );
  return { ...state, ...patch, page: resets && !('page' in patch) ? 1 : (patch.page ?? state.page) };
}

/** The cubes tab's request to /api/community/browse (empty filters left out). */
export function browseParams(state: SearchState): Record<string, string | undefined> {
  return {
    q: state.q.trim() || undefined,
    sort: state.sort,
    tags: state.tags.trim() || undefined,
    colors: state.colors || undefined,
    minSize: state.minSize || undefined,
    maxSize: state.maxSize || undefined,
  };
}

/** "Showing 61–120 of 1,234 cards" for a page of results. */
export function rangeLabel(page: number, pageSize: number, shown: number, total: number): string {
  const fmt = (n: number) => n.toLocaleString('en-US');
  if (total === 0) return 'No cards match';
  const first = (page - 1) * pageSize + 1;
  if (shown === 0) return `${fmt(total)} ${total === 1 ? 'card matches' : 'cards match'}`;
  return `Showing ${fmt(first)}–${fmt(first + shown - 1)} of ${fmt(total)} ${total === 1 ? 'card' : 'cards'}`;
}
