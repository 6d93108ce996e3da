// The compare view's charts for an open proposal, in a chunk of its own (proposal-analytics.tsx).
export { ComparisonView } from '../cube-view/analytics/compare-section';
