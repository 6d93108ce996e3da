// Runs the card search's code over the whole index before the server says ready. The first searches
// after a start ran it in V8's interpreter: in a CPU profile of the first pass of queries after ready,
// half the matching time was the whole-index loops (`columnBits`, `rowBits`) and each field's tests not
// yet compiled, so a new query's first page cost several times what it did a minute later. The help
// page's examples use every field once, and a few made-up queries take each path of `matchBits` (column
// sets, name and rules-text scans, NOT, OR, terms tested on all cards and on the cards left). Nothing is
// kept: no term cache is given, so the first real query still computes all its own sets.
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import {
  checkQuery,
  countBits,
  type DataCoverage,
  FIELD_HELP,
  matchBits,
  type SearchIndex,
  SYNTAX_HELP,
} from '@cubewright/core/filter';
import { pageInOrder } from './orders';

const PATHS = [
  'c:w mv>=3 t:zombie',
  'dragon o:"zzq qz"',
  '-t:elf (o:draw OR pow>tou)',
  't:goblin o:/\\d+ zz/',
];

/** Every card-search field's examples and the paths above, as query texts. */
function warmUpQueries(): string[] {
  const examples = FIELD_HELP.filter((h) => !h.cubeOnly).flatMap((h) => h.examples.map((e) => e.query));
  return [...SYNTAX_HELP.map((e) => e.query), ...examples, ...PATHS];
}

/** What the warm-up reads of a prepared search (prepared-search.ts, which calls it, owns the type). */
interface WarmUpTarget {
  index: SearchIndex;
  coverage: DataCoverage;
  orders: ReadonlyMap<string, Uint32Array>;
}

/** Runs the warm-up queries `rounds` times over `prepared`'s index, yielding to requests between them. */
export async function warmUpSearch(prepared: WarmUpTarget, rounds = 2): Promise<void> {
  const order = prepared.orders.get('name:asc');
  const queries = warmUpQueries();
  for (let round = 0; round < rounds; round++) {
    for (const q of queries) {
      // Examples on facts this data lacks are refused, as a real search of them would be.
      const checked = checkQuery(q, { directives: true, coverage: prepared.coverage });
      if (!checked.ok) continue;
      const bits = matchBits(prepared.index, checked.ast);
      countBits(bits);
      if (order) pageInOrder(order, bits, 0, 20);
      await yieldToLoop();
    }
  }
}
