// What a search index holds, apart from search-index.ts (which builds it and compiles queries against
// it): the scans it runs name the type, and search-index.ts imports them.
import type { Card } from '../cards/types';
import type { Columns } from './columns';
import type { CardFacts } from './fact-types';

/** Cards ready to search: `facts[i]` belongs to `cards[i]`. */
export interface SearchIndex {
  readonly cards: readonly Card[];
  readonly facts: readonly CardFacts[];
  /** Numbers and interned ids of the facts as typed arrays, for the column pass. */
  readonly columns: Columns;
}
