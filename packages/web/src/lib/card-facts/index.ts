import { CardFactsStore } from '@cubewright/core/cards';
import type { CardFactsResponse, CubeWithCardsResponse } from '@cubewright/core/protocol';
import { api } from '../api';
import { indexedDbBackend } from './indexeddb-backend';

/** This page's card facts store (ADR 0039). */
export const cardFacts = new CardFactsStore(indexedDbBackend());

/**
 * GET `path` (a cube with card data) naming the facts held, so only the missing ones come; returns the
 * response with cardData complete.
 */
export async function fetchWithHeldFacts(path: string): Promise<CubeWithCardsResponse> {
  await cardFacts.ready();
  const hint = cardFacts.hint();
  const sep = path.includes('?') ? '&' : '?';
  const res = await api<CubeWithCardsResponse>(hint ? `${path}${sep}have=${hint}` : path);
  return cardFacts.complete(res, (ids) => api<CardFactsResponse>('/api/cards/facts', { body: { ids } }));
}
