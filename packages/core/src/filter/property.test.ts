// Properties: the parser never throws, and `-(q)` matches exactly what `q` does not.
import fs from 'node:fs';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Card, normalizeCard, normalizeCards } from '../cards';
import { type CubeCard, DEFAULT_CARD_FIELDS } from '../cube/types';
import { compileQuery } from './compile';
import { parseQuery } from './parse';
import { QUERY_ATOMS, queriesOf } from './query-arbitrary.test-support';

const FILE =
  process.env.CARD_DATA_FILE ?? new URL('../../../../../shared/data/cards.json.gz', import.meta.url).pathname;

// A few hand-made cards so the complement property runs even without the fixture.
let sample: Card[] = [
  {
    name: 'Lightning Bolt',
    mana_cost: '{R}',
    type_line: 'Instant',
    oracle_text: 'Lightning Bolt deals 3 damage to any target.',
    colors: ['R'],
  },
  {
    name: 'Kitchen Finks',
    mana_cost: '{1}{G/W}{G/W}',
    type_line: 'Creature — Ouphe',
    oracle_text: 'Persist',
    colors: ['W', 'G'],
    power: '3',
    toughness: '2',
    keywords: ['Persist'],
  },
  {
    name: 'Forest',
    mana_cost: '',
    type_line: 'Basic Land — Forest',
    oracle_text: '({T}: Add {G}.)',
    colors: [],
  },
].map((r) => normalizeCard(r)!);

beforeAll(() => {
  if (!fs.existsSync(FILE)) return;
  const all = normalizeCards(JSON.parse(zlib.gunzipSync(fs.readFileSync(FILE)).toString('utf8')));
  // Every 16th card: ~2k cards of every kind keeps 100 runs fast.
  sample = all.filter((_, i) => i % 16 === 0);
});

const entry: CubeCard = {
  ...DEFAULT_CARD_FIELDS,
  id: 'e',
  cardId: 'x',
  name: 'x',
  addedAt: '',
  tags: ['Burn'],
  notes: 'fun',
};

const query = queriesOf(QUERY_ATOMS);

describe('parser robustness', () => {
  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        const r = parseQuery(s);
        expect(typeof r.ok).toBe('boolean');
        if (!r.ok) expect(r.error.position).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on query-like noise', () => {
    const piece = fc.constantFrom(
      'c',
      't',
      'o',
      'mv',
      'tag',
      ':',
      '=',
      '<',
      '>=',
      '!=',
      '<>',
      '(',
      ')',
      '-',
      '"',
      "'",
      '/',
      ' ',
      'or',
      'AND',
      'w',
      '{2/w}',
      '~',
      '\\',
      'x',
      '3',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (parts) => {
        const r = compileQuery(parts.join(''));
        if (r.ok) r.predicate(sample[0]!);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('negation', () => {
  it('-(q) matches exactly the complement of q', () => {
    fc.assert(
      fc.property(query, fc.boolean(), (q, inCube) => {
        const pos = compileQuery(q);
        const neg = compileQuery(`-(${q})`);
        if (!pos.ok || !neg.ok) throw new Error(`${q} should parse`);
        for (const card of sample) {
          const e = inCube ? entry : undefined;
          if (pos.predicate(card, e) === neg.predicate(card, e))
            throw new Error(`${q} and its negation agree on ${card.name}`);
        }
      }),
      { numRuns: 100 },
    );
  });
});
