import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { prefetchCubeScreen } from './features/cube-view/cube-prefetch';
import { queryClient } from './lib/query-client';
import './index.css';

// A cube screen opened directly fetches its data and code while React starts.
prefetchCubeScreen(queryClient, window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
