import { z } from 'zod';
import type { Card, Printing } from '../cards/types';
import type { QueryError } from '../filter/ast';
import type { SearchUnique } from '../filter/directives';
import type { CubeSummary } from './cubes';
import {
  CARD_SEARCH_DIRS,
  CARD_SEARCH_ORDERS,
  type CardSearchDir,
  type CardSearchOrder,
} from './list-options';

/*
 * Card search over every card (server: packages/server/src/routes/card-search).
 *   GET /api/cards/search?q&page&pageSize&order&dir -> CardSearchResponse
 *       `order:`, `direction:` and `unique:` in q win over the order and dir parameters;
 *       400 { error, code: 'bad_query', details: QueryError } when q does not parse, or asks for a fact
 *       the loaded card data lacks (artists on the offline fixture, printings that are not loaded);
 *       503 while the card data loads (as every card endpoint).
 *   GET /api/cards/:id/cubes?limit&page&sort        -> CardCubesResponse (public cubes holding the card)
 *   GET /api/cards/:id/stats                        -> CardStatsResponse (the card page's cube figures)
 *   GET /api/cards/top?q&by&page                    -> TopCardsResponse (by inclusion or draft rating)
 */

export { CARD_SEARCH_DIRS, CARD_SEARCH_ORDERS, type CardSearchDir, type CardSearchOrder };
export const CARD_SEARCH_PAGE_SIZE = 60;
export const CARD_SEARCH_PAGE_SIZE_MAX = 120;
/** Longest search query accepted: long enough for any hand-written query, short enough to parse fast. */
export const CARD_SEARCH_QUERY_MAX = 1000;

export const cardSearchQuerySchema = z.object({
  q: z.string().max(CARD_SEARCH_QUERY_MAX, 'Query is too long').default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(CARD_SEARCH_PAGE_SIZE_MAX).default(CARD_SEARCH_PAGE_SIZE),
  order: z
    .enum(CARD_SEARCH_ORDERS, { error: `order must be one of ${CARD_SEARCH_ORDERS.join(', ')}` })
    .default('name'),
  dir: z.enum(CARD_SEARCH_DIRS, { error: 'dir must be asc or desc' }).default('asc'),
});
export type CardSearchQuery = z.input<typeof cardSearchQuerySchema>;
export type CardSearchRequest = z.output<typeof cardSearchQuerySchema>;

export interface CardSearchResponse {
  /** The query as received, and a plain-English reading of it. */
  query: string;
  description: string;
  /** Matching cards over all pages. */
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  cards: Card[];
  /** The order, direction and de-duplication applied (from q's directives, else the parameters). */
  order: CardSearchOrder;
  dir: CardSearchDir;
  unique: SearchUnique;
  /**
   * With `unique:prints` or `unique:art`: the printing shown in each row (`cards[i]` is its card), null
   * for a card with no printing loaded; `total` then counts rows, not cards.
   */
  printings?: (Printing | null)[];
  /** For each card on this page, how many public cubes contain it (absent means none). */
  cubeCounts: Record<string, number>;
}

/** Details of a 400 for a query that does not parse (`code: 'bad_query'`). */
export type CardSearchError = QueryError;

export const CARD_CUBES_SORTS = ['updated', 'followers'] as const;
export type CardCubesSort = (typeof CARD_CUBES_SORTS)[number];

export const cardCubesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(48),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  sort: z.enum(CARD_CUBES_SORTS, { error: 'sort must be updated or followers' }).default('updated'),
});

export interface CardCubesResponse {
  card: { id: string; name: string };
  /** Public cubes containing the card, most recently updated (or most followed) first. */
  cubes: CubeSummary[];
  total: number;
}

/** The size bands a card's inclusion is split by (main-board cards), as cubers name cube sizes. */
export const CUBE_SIZE_BANDS = [
  { label: 'Up to 360 cards', max: 360 },
  { label: '361 to 540 cards', max: 540 },
  { label: 'Over 540 cards', max: Number.POSITIVE_INFINITY },
] as const;

export interface CardStatsResponse {
  card: { id: string; name: string };
  /** Public cubes with at least one main-board card: the population every share is of. */
  listedCubes: number;
  /** Those holding the card on their main board. */
  holding: number;
  /** The same per size band, in CUBE_SIZE_BANDS order. */
  bySize: { label: string; cubes: number; holding: number }[];
  /** Cards most often beside it, by lift (see core/cards/co-occurrence.ts). */
  companions: { card: { id: string; name: string }; both: number; share: number; lift: number }[];
}

export const TOP_CARDS_BY = ['inclusion', 'rating'] as const;
export type TopCardsBy = (typeof TOP_CARDS_BY)[number];
export const TOP_CARDS_PAGE_SIZE = 50;

export const topCardsQuerySchema = z.object({
  q: z.string().max(CARD_SEARCH_QUERY_MAX, 'Query is too long').default(''),
  by: z.enum(TOP_CARDS_BY, { error: 'by must be inclusion or rating' }).default('inclusion'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export interface TopCardRow {
  card: Card;
  /** Public cubes holding it on their main board. */
  cubes: number;
  /** Its draft rating here (all cubes' drafts), when people have picked it. */
  rating: { elo: number; picks: number } | null;
}

export interface TopCardsResponse {
  by: TopCardsBy;
  q: string;
  /** Public cubes with a main board: what `cubes` is a share of. */
  listedCubes: number;
  total: number;
  page: number;
  pageCount: number;
  rows: TopCardRow[];
}
