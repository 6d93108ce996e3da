import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache; main.tsx prefetches into it before React renders (cube-prefetch.ts). */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
