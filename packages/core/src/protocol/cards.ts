import { z } from 'zod';
import type { CardSet } from '../cards/card-index';
import type { Card, Printing } from '../cards/types';
import type { SetCard } from '../cube/set-cube';

/*
 * The card HTTP API (server: packages/server/src/routes/cards, app-info).
 *   GET  /api/cards/:id               -> CardResponse, 404 "Card not found"
 *   GET  /api/cards/:id/printings     -> CardPrintingsResponse (newest first; empty without printing data), 404
 *   GET  /api/cards/autocomplete?q=   -> AutocompleteResponse (top 10: prefix, then fuzzy; names and face names)
 *   POST /api/cards/resolve           -> ResolveCardsResponse
 *   GET  /api/sets                    -> SetsResponse (the printings' sets, newest first)
 *   GET  /api/sets/:code              -> SetCardsResponse (its printings with their cards), 404 "Set not found"
 *   GET  /api/app-info                -> AppInfo
 * While the card index loads, card endpoints answer 503 "Card data is still loading"; with no card data
 * at all, 503 with a message saying what to do (the same as AppInfo.cards.message).
 */

/** Most names one resolve call accepts: a large cube list with room to spare. */
export const RESOLVE_NAMES_MAX = 20_000;
/** Longest name or query accepted; real card names stay far below it. */
export const CARD_QUERY_MAX_LENGTH = 300;

export const cardIdParamsSchema = z.object({ id: z.string().min(1).max(CARD_QUERY_MAX_LENGTH) });

export const setCodeParamsSchema = z.object({
  code: z.string().regex(/^[a-z0-9]{2,8}$/i, 'A set code is 2 to 8 letters and digits'),
});

export interface SetsResponse {
  sets: CardSet[];
}
export interface SetCardsResponse {
  set: CardSet;
  cards: SetCard[];
}

export const autocompleteQuerySchema = z.object({
  q: z.string().max(CARD_QUERY_MAX_LENGTH, 'Query is too long').default(''),
});
export type AutocompleteQuery = z.infer<typeof autocompleteQuerySchema>;

export const resolveCardsBodySchema = z.object({
  names: z
    .array(z.string().max(CARD_QUERY_MAX_LENGTH, 'Card name is too long'))
    .max(RESOLVE_NAMES_MAX, `At most ${RESOLVE_NAMES_MAX} names can be resolved at once`),
});
export type ResolveCardsBody = z.infer<typeof resolveCardsBodySchema>;

/** Most card ids POST /api/cards/facts answers at once (a cube's worth). */
export const CARD_FACTS_MAX = 2000;
/** POST /api/cards/facts: the facts of cards a browser lacks after a cube response (ADR 0039). */
export const cardFactsBodySchema = z.object({
  ids: z
    .array(z.string().min(1).max(CARD_QUERY_MAX_LENGTH, 'Card id is too long'))
    .min(1, 'ids must name at least one card')
    .max(CARD_FACTS_MAX, `At most ${CARD_FACTS_MAX} card ids can be fetched at once`),
});
export interface CardFactsResponse {
  /** The card-data version of these facts (as in CubeWithCardsResponse.cardDataVersion). */
  cardDataVersion: string;
  /** Facts of the ids the card index knows, by id (custom and unknown ids are left out). */
  cardData: Record<string, Card>;
}

/** One autocomplete row: enough to show a suggestion with its cost and picture. */
export interface CardSummary {
  id: string;
  name: string;
  manaCost: string;
  typeLine: string;
  imageUri: string | null;
}

export interface CardResponse {
  card: Card;
}
/** The printings of one card, for the editor's printing picker. */
export interface CardPrintingsResponse {
  printings: Printing[];
}
export interface AutocompleteResponse {
  cards: CardSummary[];
}
export interface ResolvedName {
  input: string;
  card: Card | null;
  suggestions: string[];
}
export interface ResolveCardsResponse {
  results: ResolvedName[];
}

export const CARD_DATA_STATUSES = ['loading', 'ready', 'missing', 'error'] as const;
export type CardDataStatus = (typeof CARD_DATA_STATUSES)[number];

export interface AppInfo {
  oidc: { name: string; providerId: string } | null;
  cards: { status: CardDataStatus; count: number; message: string | null };
}
