import { SEARCH_ORDERS } from '../filter/directives';

// The orders, sorts and defaults a page offers before it asks anything: here, without zod, so the card
// search, the community lists and the new-cube form do not load the protocol's schemas for a constant
// (issue 29's first-load budget, ADR 0074). The schemas that check them import them from here.

export const CARD_SEARCH_ORDERS = SEARCH_ORDERS;
export type CardSearchOrder = (typeof CARD_SEARCH_ORDERS)[number];
export const CARD_SEARCH_DIRS = ['asc', 'desc'] as const;
export type CardSearchDir = (typeof CARD_SEARCH_DIRS)[number];

export const COMMUNITY_SORTS = ['updated', 'followers', 'likes', 'name', 'size'] as const;
export type CommunitySort = (typeof COMMUNITY_SORTS)[number];

/** Target size of a new cube when none is given: the most common cube size. */
export const DEFAULT_CUBE_SIZE = 360;
