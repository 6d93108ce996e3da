// Numeric fields: mana value, power/toughness/loyalty/defense (also against each other), rarity.

import type { Operator } from './ast';
import { onValue } from './columns';
import type { FaceFacts } from './facts';
import { RARITY_ORDER } from './facts';
import { ALL_OPS, compareNumbers, type FieldSpec, type Matcher, parseNumber } from './field-spec';
import { memoized, STAT_LINES } from './intern';

export const manaValueField: FieldSpec = {
  name: 'mv',
  aliases: ['mv', 'cmc', 'manavalue'],
  ops: ALL_OPS,
  build(term) {
    const value = term.value.toLowerCase();
    if (value === 'even' || value === 'odd') {
      if (!['=', ':', '!='].includes(term.op)) {
        return { problem: `"${term.op}" does not apply to even/odd`, expected: ': = or != with even/odd' };
      }
      const rest = value === 'even' ? 0 : 1;
      const test = (mv: number) => Number.isInteger(mv) && mv % 2 === rest;
      return term.op === '!=' ? (f) => !test(f.cmc) : (f) => test(f.cmc);
    }
    const n = parseNumber(value);
    if (n === null)
      return { problem: `"${term.value}" is not a mana value`, expected: 'a number, even or odd' };
    return mvMatcher(term.op, n);
  },
};

/** One closure per operator, so the hot loop compares without dispatching on the operator. */
function mvMatcher(op: Operator, n: number): Matcher {
  return onValue('cmc', numberTest(op, n));
}

export function numberTest(op: Operator, n: number): (v: number) => boolean {
  switch (op) {
    case ':':
    case '=':
      return (v) => v === n;
    case '!=':
      return (v) => v !== n;
    case '<':
      return (v) => v < n;
    case '>':
      return (v) => v > n;
    case '<=':
      return (v) => v <= n;
    case '>=':
      return (v) => v >= n;
  }
}

type Stat = (face: FaceFacts) => number | null;

/** Stats a comparison may name on its right-hand side (`pow>tou`). */
const STATS: Record<string, Stat> = {
  pow: (x) => x.power,
  power: (x) => x.power,
  tou: (x) => x.toughness,
  toughness: (x) => x.toughness,
  loy: (x) => x.loyalty,
  loyalty: (x) => x.loyalty,
  def: (x) => x.defense,
  defense: (x) => x.defense,
  pt: (x) => (x.power === null || x.toughness === null ? null : x.power + x.toughness),
  powtou: (x) => (x.power === null || x.toughness === null ? null : x.power + x.toughness),
};

function statField(name: string, aliases: string[], label: string): FieldSpec {
  const own = STATS[name]!;
  return {
    name,
    aliases,
    ops: ALL_OPS,
    build(term) {
      const value = term.value.toLowerCase();
      const other = STATS[value];
      // Any face may match (Delver's back face has power 3), but both stats come from the same face.
      // Decided once per distinct set of faces' stats (a few hundred).
      if (other) {
        return memoized(STAT_LINES, 'statsId', (faces) =>
          faces.some((x) => {
            const a = own(x);
            const b = other(x);
            return a !== null && b !== null && compareNumbers(a, term.op, b);
          }),
        );
      }
      const n = value.startsWith('-') ? -(parseNumber(value.slice(1)) ?? Number.NaN) : parseNumber(value);
      if (n === null || Number.isNaN(n)) {
        return {
          problem: `"${term.value}" is not a ${label}`,
          expected: 'a number, or pow, tou, loy, def, pt',
        };
      }
      return memoized(STAT_LINES, 'statsId', (faces) =>
        faces.some((x) => {
          const a = own(x);
          return a !== null && compareNumbers(a, term.op, n);
        }),
      );
    },
  };
}

export const powerField = statField('pow', ['pow', 'power'], 'power');
export const toughnessField = statField('tou', ['tou', 'toughness'], 'toughness');
export const loyaltyField = statField('loy', ['loy', 'loyalty'], 'loyalty');
export const defenseField = statField('def', ['def', 'defense'], 'defense');
export const ptField = statField('pt', ['pt', 'powtou'], 'total power and toughness');

/** Rarity words and their initials, to their rank in RARITY_ORDER. */
export const RARITY_WORDS: Record<string, number> = {};
for (const [i, r] of RARITY_ORDER.entries()) {
  RARITY_WORDS[r] = i;
  RARITY_WORDS[r[0]!] = i;
}

export const rarityField: FieldSpec = {
  name: 'rarity',
  aliases: ['rarity', 'r'],
  ops: ALL_OPS,
  build(term) {
    const rank = RARITY_WORDS[term.value.toLowerCase()];
    if (rank === undefined) {
      return {
        problem: `"${term.value}" is not a rarity`,
        expected: 'common, uncommon, rare, mythic, special or bonus',
      };
    }
    const cmp = numberTest(term.op, rank);
    return onValue('rarity', (v) => v >= 0 && cmp(v));
  },
};
