import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { prefetchCubeScreen } from './features/cube-view/cube-prefetch';
import { queryClient } from './lib/query-client';
import './index.css';

// A cube screen opened directly fetches its data and code at once, and React starts when that code has
// loaded (a few ms from the cache): the screens then render without suspending, which would hold their
// content back 300 ms after the fallback (lib/chunk.ts). Other pages start at once.
void prefetchCubeScreen(queryClient, window.location.pathname).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
