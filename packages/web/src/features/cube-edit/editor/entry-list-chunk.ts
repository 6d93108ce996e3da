import { chunk } from '../../../lib/chunk';

// The editor's list of entries with its virtualiser (TanStack Virtual): not in the editor's chunk. The
// cube page's prefetch starts it with the editor's chunk and the cube's cards, and the editor shows its
// "Loading the card list…" line until the cards and this have both arrived (ADR 0078). Its own module so
// that cube-prefetch.ts and the editor share it without a cycle through cube-chunks.ts.
export const ENTRY_LIST_CHUNK = chunk(() => import('./entry-list'));
