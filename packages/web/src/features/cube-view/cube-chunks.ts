// The code of each cube screen, one chunk per tab (charts and markdown load only when their tab opens).
// cube-page.tsx renders them lazily; cube-prefetch.ts starts the same imports earlier.

export const VIEW_TAB_CHUNKS = {
  list: () => import('./list/list-tab'),
  whitepaper: () => import('./whitepaper/whitepaper-tab'),
  blog: () => import('./blog/blog-tab'),
  versions: () => import('./versions/versions-tab'),
  activity: () => import('./activity/activity-tab'),
  analytics: () => import('./analytics/analytics-tab'),
  records: () => import('../records/records-tab'),
} as const;

/** The analytics tab's charts (Recharts), which it loads after its numbers. */
export const ANALYTICS_CHARTS_CHUNK = () => import('./analytics/list-charts');
export const EDITOR_CHUNK = () => import('../cube-edit/editor/cube-editor');
export const CUBE_PAGE_CHUNK = () => import('../../routes/cubes/cube-page');
