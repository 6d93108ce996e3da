import { CardFactsStore, CardIdBloom, type FactsBackend } from '@cubewright/core/cards';
import type { CardFactsResponse, CubeWithCardsResponse } from '@cubewright/core/protocol';
import { api } from '../api';
import { indexedDbBackend } from './indexeddb-backend';

// The `have` hint of what IndexedDB held at its last save, kept beside it in localStorage: read at once,
// it lets a cube request start without waiting for IndexedDB to open and read its cards (~50 ms of a
// 270 ms first card, bench:cube-page). Should IndexedDB have lost facts it names, the store asks for them.
const HINT_KEY = 'cubewright-card-facts-hint';

function savedHint(): string | null {
  try {
    return localStorage.getItem(HINT_KEY);
  } catch {
    return null;
  }
}

function withSavedHint(backend: FactsBackend | null): FactsBackend | null {
  if (!backend) return null;
  return {
    load: backend.load,
    save: async (version, cards) => {
      await backend.save(version, cards);
      try {
        localStorage.setItem(HINT_KEY, `${version}~${CardIdBloom.of(cards.map((c) => c.id))}`);
      } catch {}
    },
  };
}

/** This page's card facts store (ADR 0039). */
export const cardFacts = new CardFactsStore(withSavedHint(indexedDbBackend()));

/**
 * GET `path` (a cube with card data) naming the facts held, so only the missing ones come; returns the
 * response with cardData complete.
 */
export async function fetchWithHeldFacts(path: string): Promise<CubeWithCardsResponse> {
  let hint = savedHint();
  if (hint === null) {
    await cardFacts.ready();
    hint = cardFacts.hint();
  }
  const sep = path.includes('?') ? '&' : '?';
  const res = await api<CubeWithCardsResponse>(hint ? `${path}${sep}have=${hint}` : path);
  await cardFacts.ready();
  return cardFacts.complete(
    res,
    (ids) => api<CardFactsResponse>('/api/cards/facts', { body: { ids } }),
    hint,
  );
}
