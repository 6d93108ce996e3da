// With `unique:prints` the rows are printings: the query's top-level set, rarity, year and date terms
// also pick which printings of a matching card are listed (`s:m21 unique:prints` lists the M21
// printings, as on Scryfall). Terms under OR are left to the card test alone.
import type { Printing } from '../cards/types';
import type { QueryNode, TermNode } from './ast';
import { dateNumber, RARITY_ORDER } from './facts';
import { numberTest, RARITY_WORDS } from './fields-numbers';
import { dateRange, daysOf } from './fields-printing';

type PrintingTest = (p: Printing) => boolean;

function termTest(term: TermNode): PrintingTest | null {
  const value = term.value.toLowerCase();
  switch (term.field) {
    case 'set':
      return term.op === '!=' ? (p) => p.set !== value : (p) => p.set === value;
    case 'rarity': {
      const rank = RARITY_WORDS[value];
      if (rank === undefined) return null;
      const cmp = numberTest(term.op, rank);
      return (p) => p.rarity !== null && cmp(RARITY_ORDER.indexOf(p.rarity));
    }
    case 'year':
    case 'date': {
      const days = daysOf(term.field, term.value);
      if (!days) return null;
      const inRange = dateRange(term.op, days[0], days[1]);
      return (p) => inRange(dateNumber(p.releasedAt));
    }
    default:
      return null;
  }
}

/** The test a printing of a matching card must pass to be listed, or null when the query has none. */
export function printingFilter(ast: QueryNode): PrintingTest | null {
  const top = ast.type === 'and' ? ast.children : [ast];
  const tests: PrintingTest[] = [];
  for (const node of top) {
    if (node.type === 'term') {
      const t = termTest(node);
      if (t) tests.push(t);
    } else if (node.type === 'not' && node.child.type === 'term') {
      const t = termTest(node.child);
      if (t) tests.push((p) => !t(p));
    }
  }
  if (tests.length === 0) return null;
  return (p) => tests.every((t) => t(p));
}
