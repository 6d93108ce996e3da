import type { Currency } from '@cubewright/core/prices';
import type {
  ApplySwapsBody,
  ApplySwapsResponse,
  CubePricesResponse,
  PriceSwapsResponse,
} from '@cubewright/core/protocol';
import { api } from '../../lib/api';

const pricesPath = (cubeId: string) => `/api/cubes/${encodeURIComponent(cubeId)}/prices`;

/** The cube's cost and each entry's price; the key starts with the cube's, so a save refetches it. */
export const cubePricesQuery = (cubeId: string) => ({
  queryKey: ['cubes', cubeId, 'prices'] as const,
  queryFn: () => api<CubePricesResponse>(pricesPath(cubeId)),
  retry: false,
  staleTime: 30_000,
});

/** The cheapest-printing swaps proposed for the whole cube in one currency. */
export const priceSwapsQuery = (cubeId: string, currency: Currency) => ({
  queryKey: ['cubes', cubeId, 'prices', 'swaps', currency] as const,
  queryFn: () => api<PriceSwapsResponse>(`${pricesPath(cubeId)}/swaps?currency=${currency}`),
  retry: false,
});

/** Applies the proposed swaps (or the chosen ones) as one version. */
export const applySwaps = (cubeId: string, body: ApplySwapsBody) =>
  api<ApplySwapsResponse>(`${pricesPath(cubeId)}/swaps`, { method: 'POST', body });
