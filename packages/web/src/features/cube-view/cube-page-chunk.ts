import { chunk } from '../../lib/chunk';

// The cube page's code, apart from cube-chunks.ts: the page imports that file, so the page's own chunk
// there made a cycle. The router renders it; main.tsx starts it with the first cube screen's prefetch.

export const CUBE_PAGE_CHUNK = chunk(() => import('../../routes/cubes/cube-page'));
