// What the cube's drafts and recorded events teach, as search fields of its list: `wr>55` (match win
// rate of the decks that main-decked the card, in percent), `decks>=5` (how many recorded decks did),
// `ata<3` (average pick at which people took it) and `mainrate>0.5` (share of the decks holding it that
// played it main; `mainrate>50%` reads the same). They read
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

export const ataField: FieldSpec = {
  name: 'ata',
  aliases: ['ata'],
  ops: ALL_OPS,
  build(term) {
    const n = parseNumber(term.value);
    if (n === null) {
      return { problem: `"${term.value}" is not a pick number`, expected: 'an average pick, like ata<3' };
    }
    // Compared at one decimal, as the metrics show it.
    return onRecord((r) => (r.ata === null ? null : Math.round(r.ata * 10) / 10), term.op, n);
  },
};

export const mainRateField: FieldSpec = {
  name: 'mainrate',
  aliases: ['mainrate'],
  ops: ALL_OPS,
  build(term) {
    const percent = term.value.endsWith('%');
    const n = parseNumber(percent ? term.value.slice(0, -1) : term.value);
    if (n === null || (percent ? n > 100 : n > 1)) {
      return {
        problem: `"${term.value}" is not a main-deck rate`,
        expected: 'a share from 0 to 1 or a percentage, like mainrate>0.5 or mainrate>50%',
      };
    }
    // Compared in percent at one decimal, as the metrics show it.
    const target = percent ? n : Math.round(n * 1000) / 10;
    return onRecord(
      (r) => (r.mainRate === null ? null : Math.round(r.mainRate * 1000) / 10),
      term.op,
      target,
    );
  },
};

const RECORD_FIELDS = new Set([winRateField.name, decksField.name, ataField.name, mainRateField.name]);

/** True when a query tests a card metric, so a list must join the cube's metrics before filtering. */
export function usesRecordFields(node: QueryNode): boolean {
  switch (node.type) {
    case 'term':
      return RECORD_FIELDS.has(node.field);
    case 'not':
      return usesRecordFields(node.child);
    case 'and':
    case 'or':
      return node.children.some(usesRecordFields);
    case 'all':
      return false;
  }
}
