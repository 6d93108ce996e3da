import type { CubeWithCardsResponse } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../lib/api';
import { type ListItem, toListItems } from './list/list-item';
import { cubeKey } from './live/use-live-cube';

/** The cube with its cards and card data (GET /api/cubes/:id), joined into list items per board. */
export function useCubeCards(cubeId: string) {
  const query = useQuery({
    queryKey: [...cubeKey(cubeId), 'cards'],
    queryFn: () => api<CubeWithCardsResponse>(`/api/cubes/${encodeURIComponent(cubeId)}`),
    retry: false,
  });
  const boards = useMemo(() => {
    const data = query.data;
    if (!data) return null;
    const items = toListItems(data.cards, data.cardData, data.printings);
    const main: ListItem[] = [];
    const maybe: ListItem[] = [];
    for (const item of items) (item.entry.board === 'maybe' ? maybe : main).push(item);
    return { main, maybe };
  }, [query.data]);
  return { ...query, boards };
}
