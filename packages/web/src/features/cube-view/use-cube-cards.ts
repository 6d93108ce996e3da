import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { cubeCardsQuery } from './cube-queries';
import { type ListItem, toListItems } from './list/list-item';

/** The cube with its cards and card data (GET /api/cubes/:id), joined into list items per board. */
export function useCubeCards(cubeId: string, enabled = true) {
  const query = useQuery({ ...cubeCardsQuery(cubeId), enabled });
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
