import type { MyCubesResponse } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';

/**
 * GET /api/cubes/mine, keyed by user so the list reloads when the user changes (spec section 4). Fresh
 * for 30 s: the sidebar asks for it on every page, and a screen mounting a second reader (the analytics
 * tab's comparison) refetched it, the last answer of that page's load (bench:cube-page). Creating,
 * editing and deleting a cube invalidate it.
 */
export function useMyCubes(userId: string | null | undefined) {
  return useQuery({
    queryKey: ['cubes', 'mine', userId],
    queryFn: () => api<MyCubesResponse>('/api/cubes/mine'),
    enabled: !!userId,
    staleTime: 30_000,
  });
}
