import type { CardMetric } from '../analytics/card-metrics';

/** A card's metrics with its name, as the API sends them. */
export type CardMetricWire = CardMetric & { name: string };

/** GET /api/cubes/:id/card-metrics (canView): per card, what the cube's drafts and events teach. */
export interface CardMetricsResponse {
  /** Finished drafts and recorded events folded into the metrics. */
  drafts: number;
  events: number;
  /** Recorded decks with at least one main-deck card. */
  decks: number;
  /** Changed drafts and events not folded yet (a read folds a few at a time): ask again while above 0. */
  pending: number;
  /** A card's rates carry a warning below this many main decks. */
  lowSampleBelow: number;
  /** Cards people picked or recorded decks held, earliest average pick first (never picked last). */
  cards: CardMetricWire[];
}
