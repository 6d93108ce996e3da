import type { EntryPrices } from '@cubewright/core/prices';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ListItem } from '../cube-view/list/list-item';
import type { BoardItems } from '../cube-view/use-cube-cards';
import { cubePricesQuery } from './prices-api';

const NO_PRICES: EntryPrices = { usd: null, eur: null, tix: null };

/** The items with each entry's prices (for the header total, the price column and sort, and `usd<5`). */
function joinPrices(items: readonly ListItem[], prices: Record<string, EntryPrices>): ListItem[] {
  return items.map((item) => ({
    ...item,
    entry: { ...item.entry, prices: prices[item.entry.id] ?? NO_PRICES },
  }));
}

/**
 * The boards with their entries' prices joined once the cube's prices arrive; until then, and on card
 * data without prices, the boards as they are (a price term then matches nothing, as for a card without
 * a price). `state` tells the header what to say.
 */
export function usePriceBoards(cubeId: string, boards: BoardItems | null) {
  const prices = useQuery(cubePricesQuery(cubeId));
  const data = prices.data;
  const joined = useMemo(() => {
    if (!boards || !data?.hasPriceData) return boards;
    const entries = Object.entries(boards).map(([id, items]) => [id, joinPrices(items, data.entries)]);
    return Object.fromEntries(entries) as BoardItems;
  }, [boards, data]);
  const state = prices.isError ? 'error' : !data ? 'loading' : data.hasPriceData ? 'ready' : 'none';
  return { boards: joined, state } as const;
}
