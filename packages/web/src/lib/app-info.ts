import { useQuery } from '@tanstack/react-query';
import { api } from './api';

export interface AppInfo {
  oidc: { name: string; providerId: string } | null;
  cards: { status: 'loading' | 'ready' | 'missing' | 'error'; count: number; message: string | null };
}

/** GET /api/app-info: the social sign-in provider and the card data status. Null when unavailable. */
export function useAppInfo() {
  return useQuery({
    queryKey: ['app-info'],
    queryFn: () => api<AppInfo>('/api/app-info').catch(() => null),
    staleTime: 60_000,
    refetchInterval: (q) => (q.state.data?.cards.status === 'loading' ? 5_000 : false),
  });
}
