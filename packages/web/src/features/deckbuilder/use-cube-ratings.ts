import type { CubeRatingsResponse } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../lib/api';

/**
 * The cube's learned card values for deck suggestions; `ratings` stays undefined until they arrive,
 * and a cube without ratings (or one the reader may no longer see) leaves the card priors in charge.
 */
export function useCubeRatings(cubeId: string | undefined) {
  const q = useQuery({
    queryKey: ['cubes', cubeId, 'ratings'],
    queryFn: () => api<CubeRatingsResponse>(`/api/cubes/${cubeId}/ratings`),
    enabled: Boolean(cubeId),
    retry: false,
    staleTime: 10 * 60_000,
  });
  const ratings = useMemo(() => (q.data ? new Map(Object.entries(q.data.ratings)) : undefined), [q.data]);
  return { ratings, loading: q.isLoading };
}
