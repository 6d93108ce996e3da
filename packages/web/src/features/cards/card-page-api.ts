import type { Card } from '@cubewright/core/cards';
import type {
  CardCubesResponse,
  CardPrintingsResponse,
  CardStatsResponse,
  TopCardsBy,
  TopCardsResponse,
} from '@cubewright/core/protocol';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

const path = (cardId: string, rest = '') => `/api/cards/${encodeURIComponent(cardId)}${rest}`;

export function useCard(cardId: string) {
  return useQuery({
    queryKey: ['card', cardId],
    queryFn: ({ signal }) => api<{ card: Card }>(path(cardId), { signal }),
    retry: false,
  });
}

export function useCardPrintings(cardId: string) {
  return useQuery({
    queryKey: ['card-printings', cardId],
    queryFn: ({ signal }) => api<CardPrintingsResponse>(path(cardId, '/printings'), { signal }),
  });
}

export function useCardStats(cardId: string) {
  return useQuery({
    queryKey: ['card-stats', cardId],
    queryFn: ({ signal }) => api<CardStatsResponse>(path(cardId, '/stats'), { signal }),
  });
}

/** Cubes per page of the card page's list. */
export const CARD_CUBES_PAGE = 24;

/** A page of the public cubes holding the card, most followed first. */
export function useCardCubesPage(cardId: string, page: number) {
  return useQuery({
    queryKey: ['card-cubes', cardId, 'followers', page],
    queryFn: ({ signal }) =>
      api<CardCubesResponse>(path(cardId, `/cubes?sort=followers&limit=${CARD_CUBES_PAGE}&page=${page}`), {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A page of the top cards by inclusion or rating, narrowed by a search query. */
export function useTopCards(q: string, by: TopCardsBy, page: number) {
  const params = new URLSearchParams({ q, by, page: String(page) });
  return useQuery({
    queryKey: ['top-cards', q, by, page],
    queryFn: ({ signal }) => api<TopCardsResponse>(`/api/cards/top?${params}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
