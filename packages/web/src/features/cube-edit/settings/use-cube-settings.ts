import type { CubeResponse, UpdateCubeBody } from '@cubewright/core/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../../lib/api';

export const cubeApiPath = (cubeId: string) => `/api/cubes/${encodeURIComponent(cubeId)}`;

/** The cube's queries and the sidebar's My Cubes list, refreshed after a settings change. */
export function useRefreshCube(cubeId: string) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['cubes', cubeId] }),
      queryClient.invalidateQueries({ queryKey: ['cubes', 'mine'] }),
    ]);
  }, [queryClient, cubeId]);
}

/** PATCH /api/cubes/:id, then refresh what shows the cube. */
export function useUpdateCube(cubeId: string) {
  const refresh = useRefreshCube(cubeId);
  return useCallback(
    async (body: UpdateCubeBody) => {
      const res = await api<CubeResponse>(cubeApiPath(cubeId), { method: 'PATCH', body });
      await refresh();
      return res.cube;
    },
    [cubeId, refresh],
  );
}
