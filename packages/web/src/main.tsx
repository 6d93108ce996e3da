import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { CUBE_PAGE_CHUNK } from './features/cube-view/cube-page-chunk';
import { prefetchCubeScreen } from './features/cube-view/cube-prefetch';
import { queryClient } from './lib/query-client';
import { sessionQuery } from './lib/session';
import './index.css';

// The shell shows a spinner until the session is known: ask for it now, not after the first render
// (bench:cube-page saw a cube's list, its data and code loaded, wait ~100 ms more for the session).
void queryClient.prefetchQuery(sessionQuery);

// A cube screen opened directly fetches its data and code at once, and React starts when that code has
// loaded (a few ms from the cache): the screens then render without suspending, which would hold their
// content back 300 ms after the fallback (lib/chunk.ts). Other pages start at once.
void prefetchCubeScreen(queryClient, window.location.pathname, CUBE_PAGE_CHUNK).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
