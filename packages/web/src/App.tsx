import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { appHistory } from './lib/app-history';
import { queryClient } from './lib/query-client';
import { useToasterWanted } from './lib/toast';
import { AppRoutes } from './router';

// Toasts are rare: sonner loads with the first one (lib/toast.ts), not with the shell.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function App() {
  const toasts = useToasterWanted();
  return (
    <QueryClientProvider client={queryClient}>
      <HistoryRouter history={appHistory}>
        <AppRoutes />
      </HistoryRouter>
      {toasts && (
        <Suspense fallback={null}>
          <Toaster position="bottom-right" richColors closeButton />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
