import type { DailyP1P1Response, P1P1Response } from '@cubewright/core/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

const p1p1Key = (cubeId: string, seed: number) => ['p1p1', cubeId, seed] as const;
const p1p1Path = (cubeId: string, seed: number) => `/api/cubes/${encodeURIComponent(cubeId)}/p1p1/${seed}`;

/** The cube's pack for a seed with its votes; refreshed every few seconds so others' votes show up. */
export function useP1P1(cubeId: string, seed: number | null) {
  return useQuery({
    queryKey: p1p1Key(cubeId, seed ?? 0),
    queryFn: () => api<P1P1Response>(p1p1Path(cubeId, seed!)),
    enabled: seed !== null,
    retry: false,
    refetchInterval: 10_000,
  });
}

/** Votes for the card at `pick` (a position in the pack); the answer replaces the cached pack. */
export function useP1P1Vote(cubeId: string, seed: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pick: number) =>
      api<P1P1Response>(`${p1p1Path(cubeId, seed)}/vote`, { method: 'PUT', body: { pick } }),
    onSuccess: (next) => client.setQueryData(p1p1Key(cubeId, seed), next),
  });
}

/** Today's P1P1 (UTC) from a featured cube. */
export function useDailyP1P1() {
  return useQuery({
    queryKey: ['p1p1', 'daily'],
    queryFn: () => api<DailyP1P1Response>('/api/community/p1p1/daily'),
  });
}

/** The page of a cube's P1P1 for a seed: the link to share. */
export const p1p1PagePath = (cubeId: string, seed: number) =>
  `/cubes/${encodeURIComponent(cubeId)}/p1p1?seed=${seed}`;
