// Every numeric search field against a plain comparison, on synthetic cards: whatever the value and the
// threshold, `field OP n` matches exactly when `value OP n`. Thresholds are drawn at and beside the card's
// value, so an operator that loses its boundary (`<=` read as `<`, `>=` as `>`, `:` as `!=`) fails here
// without the card file.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeCard } from '../cards';
import type { Card } from '../cards/types';
import { type CubeCard, DEFAULT_CARD_FIELDS } from '../cube/types';
import type { Operator } from './ast';
import { forEachBit } from './bitset';
import { checkQuery, compileQuery } from './compile';
import { RARITY_ORDER } from './facts';
import type { FilterEntry } from './field-spec';
import { matchBits } from './match-bits';
import { matchIndices, prepareCards } from './search-index';

const OPS: Operator[] = [':', '=', '!=', '<', '>', '<=', '>='];
const COLORS = ['W', 'U', 'B', 'R', 'G'];

/** The comparison each operator names; `:` is equality for numbers. */
function holds(a: number, op: Operator, b: number): boolean {
  if (op === ':' || op === '=') return a === b;
  if (op === '!=') return a !== b;
  if (op === '<') return a < b;
  if (op === '>') return a > b;
  if (op === '<=') return a <= b;
  return a >= b;
}

function card(extra: Record<string, unknown>): Card {
  return normalizeCard({
    object: 'card',
    id: 'synthetic',
    oracle_id: 'synthetic-oracle',
    name: 'Synthetic Card',
    layout: 'normal',
    type_line: 'Creature — Test',
    oracle_text: '',
    colors: [],
    color_identity: [],
    rarity: 'common',
    ...extra,
  })!;
}

function entry(fields: Partial<FilterEntry>): FilterEntry {
  const base: CubeCard = {
    ...DEFAULT_CARD_FIELDS,
    id: 'e',
    cardId: 'synthetic',
    name: 'Synthetic Card',
    addedAt: '',
  };
  return { ...base, ...fields };
}

interface NumericField {
  /** What the query names. */
  field: string;
  /** The greatest value a card holds here (values run from 0). */
  top: number;
  /** The card (and entry) holding `v`. */
  subject(v: number): { card: Card; entry?: FilterEntry };
  /** How a threshold is written in the query (numbers by default). */
  write?: (n: number) => string;
  /** The largest threshold the field accepts (a rarity's rank, a win rate's 100 %). */
  max?: number;
}

const FIELDS: NumericField[] = [
  { field: 'mv', top: 16, subject: (v) => ({ card: card({ cmc: v }) }) },
  { field: 'cmc', top: 16, subject: (v) => ({ card: card({ cmc: v }) }) },
  { field: 'pow', top: 16, subject: (v) => ({ card: card({ power: String(v), toughness: '1' }) }) },
  { field: 'tou', top: 16, subject: (v) => ({ card: card({ power: '1', toughness: String(v) }) }) },
  {
    field: 'pt',
    top: 16,
    subject: (v) => ({
      card: card({ power: String(Math.floor(v / 2)), toughness: String(v - Math.floor(v / 2)) }),
    }),
  },
  {
    field: 'loy',
    top: 16,
    subject: (v) => ({ card: card({ type_line: 'Legendary Planeswalker — Test', loyalty: String(v) }) }),
  },
  {
    field: 'def',
    top: 16,
    subject: (v) => ({ card: card({ type_line: 'Battle — Siege', defense: String(v) }) }),
  },
  {
    field: 'kw',
    top: 6,
    subject: (v) => ({
      card: card({ keywords: ['Flying', 'Trample', 'Haste', 'Vigilance', 'Reach', 'Ward'].slice(0, v) }),
    }),
  },
  {
    field: 'c',
    top: 5,
    subject: (v) => ({ card: card({ colors: COLORS.slice(0, v), color_identity: COLORS.slice(0, v) }) }),
  },
  {
    field: 'id',
    top: 5,
    subject: (v) => ({ card: card({ color_identity: COLORS.slice(0, v) }) }),
  },
  {
    field: 'r',
    top: RARITY_ORDER.length - 1,
    subject: (v) => ({ card: card({ rarity: RARITY_ORDER[v] }) }),
    write: (n) => RARITY_ORDER[n]!,
    max: RARITY_ORDER.length - 1,
  },
  {
    field: 'tag',
    top: 5,
    subject: (v) => ({
      card: card({}),
      entry: entry({ tags: Array.from({ length: v }, (_, i) => `t${i}`) }),
    }),
  },
  {
    field: 'decks',
    top: 40,
    subject: (v) => ({
      card: card({}),
      entry: entry({ records: { decks: v, winRate: null, ata: null, mainRate: null } }),
    }),
  },
  {
    field: 'wr',
    top: 100,
    subject: (v) => ({
      card: card({}),
      entry: entry({ records: { decks: 1, winRate: v / 100, ata: null, mainRate: null } }),
    }),
    max: 100,
  },
  {
    field: 'ata',
    top: 15,
    subject: (v) => ({
      card: card({}),
      entry: entry({ records: { decks: 0, winRate: null, ata: v, mainRate: null } }),
    }),
  },
];

describe('numeric search fields keep their boundaries (synthetic cards)', () => {
  for (const spec of FIELDS) {
    it(`${spec.field}: each operator matches exactly when the comparison holds`, () => {
      const values = fc.integer({ min: 0, max: spec.top });
      // The threshold lands on the value, one below or one above as often as anywhere else.
      const threshold = (v: number) =>
        fc.oneof(fc.constant(v), fc.constant(v - 1), fc.constant(v + 1), values).filter((n) => n >= 0);
      const cases = values.chain((v) => fc.tuple(fc.constant(v), fc.constantFrom(...OPS), threshold(v)));
      const write = spec.write ?? String;
      fc.assert(
        fc.property(cases, ([v, op, n]) => {
          fc.pre(spec.max === undefined || n <= spec.max);
          const query = `${spec.field}${op}${write(n)}`;
          const compiled = compileQuery(query);
          if (!compiled.ok) throw new Error(`${query} did not compile: ${compiled.error.message}`);
          const { card: subject, entry: cubeEntry } = spec.subject(v);
          expect(compiled.predicate(subject, cubeEntry), `${query} on a card with ${v}`).toBe(
            holds(v, op, n),
          );
        }),
        { numRuns: 300 },
      );
    });
  }

  // The server searches its whole index as sets of cards (match-bits.ts), through column codes with their
  // own comparisons: every threshold from the least value to one above the greatest, over one
  // card per value, finds exactly the cards whose value passes, as the card-by-card path does.
  for (const spec of FIELDS.filter((f) => f.subject(0).entry === undefined)) {
    it(`${spec.field}: the whole-index search finds the same cards at every threshold`, () => {
      const values = Array.from({ length: spec.top + 1 }, (_, v) => v);
      const index = prepareCards(values.map((v) => spec.subject(v).card));
      const write = spec.write ?? String;
      const last = Math.min(spec.top + 1, spec.max ?? spec.top + 1);
      for (const op of OPS)
        for (let n = 0; n <= last; n++) {
          const query = `${spec.field}${op}${write(n)}`;
          const checked = checkQuery(query);
          const compiled = compileQuery(query);
          if (!checked.ok || !compiled.ok) throw new Error(`${query} did not compile`);
          const bits: number[] = [];
          forEachBit(matchBits(index, checked.ast), (i) => bits.push(i));
          const want = values.filter((v) => holds(v, op, n));
          expect(bits, query).toEqual(want);
          expect(matchIndices(index, compiled.matcher), query).toEqual(want);
        }
    });
  }
});
