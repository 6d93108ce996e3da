// Which facts the loaded card data carries (computed in coverage.ts); apart from it so that field specs,
// which coverage.ts reads, can name it without a circle.
import type { Format } from '../cards/legalities';

/** The facts a set of cards (and its printings) can answer. */
export interface DataCoverage {
  artists: boolean;
  watermarks: boolean;
  reprints: boolean;
  releaseDates: boolean;
  edhrecRanks: boolean;
  /** Formats some card has a known legality in. */
  formats: readonly Format[];
  /** Some card's legalities tell banned and restricted apart from not legal (Scryfall's do). */
  banLists: boolean;
  /** Printings are loaded (for `unique:prints`), and some carry an illustration id (for `unique:art`). */
  printings: boolean;
  illustrations: boolean;
  /** Some card carries Scryfall prices (the offline fixture has none). */
  prices: boolean;
}
