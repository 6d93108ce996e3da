import type { Card } from '@cubewright/core/cards';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api';

interface ResolveResponse {
  results: { input: string; card: Card | null }[];
}

/**
 * Resolves `[[names]]` (the white paper's, a post's, a comment's) in one batched request, cached per set
 * of names: names that match no card map to null.
 */
export function useLinkedCards(names: readonly string[]) {
  const sorted = useMemo(() => [...new Set(names)].sort(), [names]);
  return useQuery({
    queryKey: ['cards', 'resolve', sorted],
    queryFn: async () => {
      const { results } = await api<ResolveResponse>('/api/cards/resolve', { body: { names: sorted } });
      return new Map(results.map((r) => [r.input, r.card]));
    },
    enabled: sorted.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
