import { chunk } from '../../../lib/chunk';

// The analytics tab's own chunks, apart from cube-chunks.ts (which loads the tab itself).

/** The analytics tab's charts (Recharts), which it loads after its numbers. */
export const ANALYTICS_CHARTS_CHUNK = chunk(() => import('./list-charts'));
/** The analytics tab's sections below the list analytics, started together once the tab is open. */
export const ANALYTICS_SECTION_CHUNKS = {
  cardMetrics: chunk(() => import('./card-metrics-section')),
  draftStats: chunk(() => import('./draft-stats-section')),
  records: chunk(() => import('./record-section')),
  latestSimulation: chunk(() => import('./latest-simulation-section')),
  compare: chunk(() => import('./compare-section')),
  prices: chunk(() => import('../../prices/price-section')),
} as const;
