import type {
  CommunityListResponse,
  FollowingResponse,
  FollowStatus,
  LikeStatus,
  TrendingResponse,
} from '@cubewright/core/protocol';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Query string of the browse filters (empty values left out). */
function toSearch(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  return q.toString();
}

/** A cursor-paginated community list (featured, browse, latest); `params` are the filters. */
export function useCommunityList(
  list: 'featured' | 'browse' | 'latest',
  params: Record<string, string | undefined> = {},
) {
  return useInfiniteQuery({
    queryKey: ['community', list, params],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      api<CommunityListResponse>(`/api/community/${list}?${toSearch({ ...params, cursor: pageParam })}`),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useTrending() {
  return useQuery({
    queryKey: ['community', 'trending'],
    queryFn: () => api<TrendingResponse>('/api/community/trending'),
  });
}

export function useFollowing(enabled: boolean) {
  return useQuery({
    queryKey: ['community', 'following'],
    queryFn: () => api<FollowingResponse>('/api/community/following'),
    enabled,
  });
}

const followKey = (cubeId: string) => ['follow', cubeId] as const;

/** Follow status of one cube and the follow / unfollow / notifications toggle actions. */
export function useFollow(cubeId: string) {
  const client = useQueryClient();
  const status = useQuery({
    queryKey: followKey(cubeId),
    queryFn: () => api<FollowStatus>(`/api/follows/${encodeURIComponent(cubeId)}`),
  });
  const change = useMutation({
    mutationFn: (action: { method: 'PUT' | 'DELETE' | 'PATCH'; notificationsEnabled?: boolean }) =>
      api<FollowStatus>(`/api/follows/${encodeURIComponent(cubeId)}`, {
        method: action.method,
        body: action.method === 'DELETE' ? undefined : { notificationsEnabled: action.notificationsEnabled },
      }),
    onSuccess: (next) => {
      client.setQueryData(followKey(cubeId), next);
      void client.invalidateQueries({ queryKey: ['community', 'following'] });
    },
  });
  return { status, change };
}

const likeKey = (cubeId: string) => ['like', cubeId] as const;

/** Like status of one cube, and the like / unlike toggle. */
export function useLike(cubeId: string) {
  const client = useQueryClient();
  const status = useQuery({
    queryKey: likeKey(cubeId),
    queryFn: () => api<LikeStatus>(`/api/likes/${encodeURIComponent(cubeId)}`),
  });
  const toggle = useMutation({
    mutationFn: (liked: boolean) =>
      api<LikeStatus>(`/api/likes/${encodeURIComponent(cubeId)}`, { method: liked ? 'DELETE' : 'PUT' }),
    onSuccess: (next) => client.setQueryData(likeKey(cubeId), next),
  });
  return { status, toggle };
}
