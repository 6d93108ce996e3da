// What the cube's recorded events teach, as search fields of its list: `wr>55` (match win rate of the
// decks that main-decked the card, in percent) and `decks>=5` (how many recorded decks did). They read
// the record the list joined to the entry; without one (plain card search, records not loaded) they
// match nothing, like the other cube-only fields. A card without matches has no win rate: `wr` terms
// never match it, so `wr<40` does not list cards nobody played.
import type { Operator, QueryNode } from './ast';
import {
  ALL_OPS,
  compareNumbers,
  type EntryRecord,
  type FieldSpec,
  type Matcher,
  parseNumber,
} from './field-spec';

function onRecord(read: (r: EntryRecord) => number | null, op: Operator, n: number): Matcher {
  return (_f, e) => {
    const value = e?.records ? read(e.records) : null;
    return value !== null && compareNumbers(value, op, n);
  };
}

export const winRateField: FieldSpec = {
  name: 'wr',
  aliases: ['wr', 'winrate'],
  ops: ALL_OPS,
  build(term) {
    const n = parseNumber(term.value.replace(/%$/, ''));
    if (n === null || n > 100) {
      return {
        problem: `"${term.value}" is not a win rate`,
        expected: 'a percentage from 0 to 100, like wr>55',
      };
    }
    // Rates are compared in percent rounded to one decimal, as the records show them.
    return onRecord((r) => (r.winRate === null ? null : Math.round(r.winRate * 1000) / 10), term.op, n);
  },
};

export const decksField: FieldSpec = {
  name: 'decks',
  aliases: ['decks'],
  ops: ALL_OPS,
  build(term) {
    const n = parseNumber(term.value);
    if (n === null)
      return { problem: `"${term.value}" is not a number of decks`, expected: 'a number, like decks>=5' };
    return onRecord((r) => r.decks, term.op, n);
  },
};

/** True when a query tests `wr` or `decks`, so a list must join the cube's records before filtering. */
export function usesRecordFields(node: QueryNode): boolean {
  switch (node.type) {
    case 'term':
      return node.field === winRateField.name || node.field === decksField.name;
    case 'not':
      return usesRecordFields(node.child);
    case 'and':
    case 'or':
      return node.children.some(usesRecordFields);
    case 'all':
      return false;
  }
}
