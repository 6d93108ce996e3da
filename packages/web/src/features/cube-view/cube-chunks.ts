import { chunk } from '../../lib/chunk';

// The code of each cube screen, one chunk per tab (charts and markdown load only when their tab opens).
// cube-page.tsx renders them with lazyChunk; cube-prefetch.ts starts the same loads earlier, so a screen
// whose chunk has arrived renders without suspending (lib/chunk.ts).

export const VIEW_TAB_CHUNKS = {
  list: chunk(() => import('./list/list-tab')),
  whitepaper: chunk(() => import('./whitepaper/whitepaper-tab')),
  blog: chunk(() => import('./blog/blog-tab')),
  versions: chunk(() => import('./versions/versions-tab')),
  activity: chunk(() => import('./activity/activity-tab')),
  analytics: chunk(() => import('./analytics/analytics-tab')),
  records: chunk(() => import('../records/records-tab')),
} as const;

/** The analytics tab's charts (Recharts), which it loads after its numbers. */
export const ANALYTICS_CHARTS_CHUNK = chunk(() => import('./analytics/list-charts'));
/** The analytics tab's sections below the list analytics, started together once the tab is open. */
export const ANALYTICS_SECTION_CHUNKS = {
  draftStats: chunk(() => import('./analytics/draft-stats-section')),
  records: chunk(() => import('./analytics/record-section')),
  latestSimulation: chunk(() => import('./analytics/latest-simulation-section')),
  compare: chunk(() => import('./analytics/compare-section')),
} as const;
export const EDITOR_CHUNK = chunk(() => import('../cube-edit/editor/cube-editor'));
export const CUBE_PAGE_CHUNK = chunk(() => import('../../routes/cubes/cube-page'));
