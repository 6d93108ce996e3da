import { chunk } from '../../lib/chunk';

// The code of each cube screen, one chunk per tab (charts and markdown load only when their tab opens).
// cube-page.tsx renders them with lazyChunk; cube-prefetch.ts starts the same loads earlier, so a screen
// whose chunk has arrived renders without suspending (lib/chunk.ts). No chunk here imports this file
// back (the page's own chunk is in cube-page-chunk.ts, the analytics tab's in analytics-chunks.ts), so
// the modules form no cycle, lazy imports included.

export const VIEW_TAB_CHUNKS = {
  list: chunk(() => import('./list/list-tab')),
  whitepaper: chunk(() => import('./whitepaper/whitepaper-tab')),
  blog: chunk(() => import('./blog/blog-tab')),
  versions: chunk(() => import('./versions/versions-tab')),
  activity: chunk(() => import('./activity/activity-tab')),
  analytics: chunk(() => import('./analytics/analytics-tab')),
  records: chunk(() => import('../records/records-tab')),
  proposals: chunk(() => import('../proposals/proposals-tab')),
} as const;

export const EDITOR_CHUNK = chunk(() => import('../cube-edit/editor/cube-editor'));
