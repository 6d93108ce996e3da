// Colour, colour identity and mana cost fields.
import type { Operator } from './ast';
import { colorCount, parseColorValue } from './colors';
import { onValue } from './columns';
import { ALL_OPS, compareNumbers, type FieldSpec, type Matcher } from './field-spec';
import { COSTS, memoized } from './intern';
import { containsCost, parseQueryCost, type SymbolCounts } from './mana-cost';

type SetOp = Exclude<Operator, ':'>;

const COLOR_EXPECTED =
  'colour letters (w u b r g), c, m, a colour or guild name (blue, azorius, esper), or a count';

/** Colours in each of the 32 masks. */
const COUNT = Array.from({ length: 32 }, (_, mask) => colorCount(mask));

/** `compareSets` unrolled into one test per operator: the first term of a query runs on every card. */
function setMatcher(key: 'colors' | 'identity', mask: number, op: SetOp): Matcher {
  return onValue(key, setTest(mask, op));
}

function setTest(mask: number, op: SetOp): (v: number) => boolean {
  switch (op) {
    case '=':
      return (v) => v === mask;
    case '!=':
      return (v) => v !== mask;
    case '>=':
      return (v) => (v & mask) === mask;
    case '>':
      return (v) => (v & mask) === mask && v !== mask;
    case '<=':
      return (v) => (v & ~mask) === 0;
    case '<':
      return (v) => (v & ~mask) === 0 && v !== mask;
  }
}

/**
 * `c:` means "at least these colours" and `id:` means "fits within this identity" (Scryfall's reading:
 * `c:rg` finds red-green cards and more, `id:esper` what an Esper commander deck may play).
 */
function colorSpec(name: string, aliases: string[], key: 'colors' | 'identity', colonOp: SetOp): FieldSpec {
  return {
    name,
    aliases,
    ops: ALL_OPS,
    build(term): Matcher | { problem: string; expected: string } {
      const value = parseColorValue(term.value);
      if (!value) return { problem: `"${term.value}" is not a colour`, expected: COLOR_EXPECTED };
      const op = term.op;
      switch (value.kind) {
        case 'count':
          return onValue(key, (v) => compareNumbers(COUNT[v]!, op, value.count));
        case 'multi':
          if (op === ':' || op === '=' || op === '>=') return onValue(key, (v) => COUNT[v]! >= 2);
          if (op === '!=') return onValue(key, (v) => COUNT[v]! < 2);
          return { problem: `"${op}" does not apply to multicolour`, expected: ': = or != with m' };
        case 'colorless': {
          // Colourless is the empty set: "at least nothing" would match every card, so `:` means exactly.
          const setOp: SetOp = op === ':' || op === '>=' ? '=' : op;
          return setMatcher(key, 0, setOp);
        }
        case 'set': {
          const setOp = op === ':' ? colonOp : op;
          const mask = value.mask;
          return setMatcher(key, mask, setOp);
        }
      }
    },
  };
}

export const colorField = colorSpec('color', ['color', 'colour', 'c'], 'colors', '>=');
export const identityField = colorSpec(
  'identity',
  ['identity', 'id', 'ci', 'coloridentity', 'commander', 'cid'],
  'identity',
  '<=',
);

function equalCost(a: SymbolCounts, b: SymbolCounts): boolean {
  return containsCost(a, b) && containsCost(b, a);
}

/** Symbol multiset comparison: `:`/`>=` contains, `=` exactly, `<=` within, `<`/`>` strictly. */
function compareCost(card: SymbolCounts, op: Operator, query: SymbolCounts): boolean {
  switch (op) {
    case ':':
    case '>=':
      return containsCost(card, query);
    case '=':
      return equalCost(card, query);
    case '!=':
      return !equalCost(card, query);
    case '<=':
      return containsCost(query, card);
    case '>':
      return containsCost(card, query) && !equalCost(card, query);
    case '<':
      return containsCost(query, card) && !equalCost(card, query);
  }
}

export const manaField: FieldSpec = {
  name: 'mana',
  aliases: ['mana', 'm'],
  ops: ALL_OPS,
  build(term) {
    const query = parseQueryCost(term.value);
    if (!query) {
      return {
        problem: `"${term.value}" is not a mana cost`,
        expected: 'a cost such as 2ww, {2/G}{G} or {W/P}',
      };
    }
    // Decided once per distinct printed cost.
    const op = term.op;
    return memoized(COSTS, 'costId', (cost) => compareCost(cost, op, query));
  },
};
