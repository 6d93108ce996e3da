// The whole-index form of a matcher, when it has a faster one than testing card after card: the set
// of all matching cards of a search index in one call (see text-scan.ts). Kept beside the matcher, as
// columns.ts keeps column forms, so per-card callers (cube lists, packs) use the matcher unchanged.
import { allBits, andNotBits, type Bits } from './bitset';
import type { SearchIndex } from './search-index-type';

/**
 * The matching cards of an index as bits, among the cards of `within` when given (all cards when null),
 * or null when this value needs the per-card test.
 */
export type ScanForm = (index: SearchIndex, within: Bits | null) => Bits | null;

const SCANS = new WeakMap<object, ScanForm>();

/** Records that `scan` finds exactly the cards `m` accepts (returns `m`). */
export function withScan<M extends object>(m: M, scan: ScanForm): M {
  SCANS.set(m, scan);
  return m;
}

/** The whole-index form of a matcher, if it has one. */
export function scanFormOf(m: object): ScanForm | undefined {
  return SCANS.get(m);
}

/** The scan form of the negation of a matcher whose scan form is `scan`. */
export function negatedScan(scan: ScanForm): ScanForm {
  return (index, within) => {
    const bits = scan(index, within);
    return bits && andNotBits(within ?? allBits(index.facts.length), bits);
  };
}
