import type { CubeWithCardsResponse } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { cubeCardsQuery } from './cube-queries';
import { type ListItem, toListItems } from './list/list-item';

/** List items by board id; `main` and `maybe` are always there (empty when the board is). */
export type BoardItems = Record<string, ListItem[]> & { main: ListItem[]; maybe: ListItem[] };

/** The cube with its cards and card data (GET /api/cubes/:id), joined into list items per board. */
export function useCubeCards(cubeId: string, enabled = true) {
  const query = useQuery({ ...cubeCardsQuery(cubeId), enabled });
  const boards = useMemo(() => (query.data ? boardsOf(query.data) : null), [query.data]);
  return { ...query, boards };
}

/** The cube's entries joined with their facts, by board. */
export function boardsOf(data: CubeWithCardsResponse): BoardItems {
  const byBoard: BoardItems = { main: [], maybe: [] };
  for (const item of toListItems(data.cards, data.cardData, data.printings)) {
    const board = item.entry.board;
    if (byBoard[board]) byBoard[board].push(item);
    else byBoard[board] = [item];
  }
  return byBoard;
}
