import type { CardCubesResponse, CardSearchResponse } from '@cubewright/core/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { SearchState } from './search-state';

/** One page of the server card search; the previous page stays on screen while the next loads. */
export function useCardSearch(state: SearchState, enabled: boolean) {
  const params = new URLSearchParams({
    q: state.q,
    page: String(state.page),
    order: state.order,
    dir: state.dir,
  });
  return useQuery({
    queryKey: ['card-search', state.q, state.page, state.order, state.dir],
    queryFn: ({ signal }) => api<CardSearchResponse>(`/api/cards/search?${params}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });
}

/** The public cubes containing one card. */
export function useCardCubes(cardId: string) {
  return useQuery({
    queryKey: ['card-cubes', cardId],
    queryFn: ({ signal }) =>
      api<CardCubesResponse>(`/api/cards/${encodeURIComponent(cardId)}/cubes`, { signal }),
    enabled: cardId !== '',
  });
}
