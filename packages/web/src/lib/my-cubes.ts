import type { MyCubesResponse } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/** GET /api/cubes/mine, keyed by user so the list reloads when the user changes (spec section 4). */
export function useMyCubes(userId: string | null | undefined) {
  return useQuery({
    queryKey: ['cubes', 'mine', userId],
    queryFn: () => api<MyCubesResponse>('/api/cubes/mine'),
    enabled: !!userId,
  });
}
