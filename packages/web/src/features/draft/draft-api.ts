import type { Card } from '@cubewright/core/cards';
import type { DraftFormatsResponse } from '@cubewright/core/cube';
import type {
  CubeDraftsResponse,
  DraftLogResponse,
  DraftResponse,
  DraftResultExtras,
  DraftResultResponse,
} from '@cubewright/core/protocol';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiRequestError, api } from '../../lib/api';

// Typed calls to /api/drafts (see core/protocol/drafts.ts) and the card lookups the screens share.

export const draftKey = (id: string) => ['drafts', id] as const;

/** The lobby; `invite` (the token from the host's link) lets a player into a private cube's lobby. */
export const getDraft = (id: string, invite?: string | null) =>
  api<DraftResponse>(`/api/drafts/${id}${invite ? `?invite=${encodeURIComponent(invite)}` : ''}`);
/** The pools and decks, with each card's printing for exports. */
export const getResult = (id: string) =>
  api<DraftResultResponse & DraftResultExtras>(`/api/drafts/${id}/result`);

/** Card data by id for the given ids, fetched once each and cached; unknown ids stay missing. */
export function useCardMap(ids: readonly string[]) {
  return useCardData(ids).cards;
}

/** useCardMap's cards, and whether any of them is still being fetched. */
export function useCardData(ids: readonly string[]): { cards: Map<string, Card>; loading: boolean } {
  const unique = useMemo(() => [...new Set(ids)].sort(), [ids]);
  const results = useQueries({
    queries: unique.map((id) => ({
      queryKey: ['cards', id],
      queryFn: async () => {
        try {
          return (await api<{ card: Card }>(`/api/cards/${encodeURIComponent(id)}`)).card;
        } catch (err) {
          if (err instanceof ApiRequestError && err.status === 404) return null;
          throw err;
        }
      },
      staleTime: Number.POSITIVE_INFINITY,
      retry: 1,
    })),
  });
  const key = results.map((r) => (r.data ? 1 : 0)).join('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when any card arrives (key)
  const cards = useMemo(() => {
    const map = new Map<string, Card>();
    unique.forEach((id, i) => {
      const card = results[i]?.data;
      if (card) map.set(id, card);
    });
    return map;
  }, [unique, key]);
  return { cards, loading: results.some((r) => r.isPending && r.fetchStatus !== 'idle') };
}

// After the draft (core/protocol/draft-log.ts).
export const getDraftLog = (id: string) => api<DraftLogResponse>(`/api/drafts/${id}/log`);
export const getCubeDrafts = (cubeId: string) =>
  api<CubeDraftsResponse>(`/api/cubes/${encodeURIComponent(cubeId)}/drafts`);

/** A cube's draft formats (its defaults and custom formats); idle without a cube id. */
export function useCubeDraftFormats(cubeId: string) {
  return useQuery({
    queryKey: ['cubes', cubeId, 'draft-formats'],
    queryFn: () => api<DraftFormatsResponse>(`/api/cubes/${encodeURIComponent(cubeId)}/draft-formats`),
    enabled: cubeId.length > 0,
    retry: false,
  });
}
