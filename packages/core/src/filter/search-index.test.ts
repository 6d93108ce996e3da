// The index fast path must find exactly what the per-card predicate finds, and both must agree with a
// plain evaluation of the syntax tree (every term over every card, no reordering, no memo).
import fs from 'node:fs';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../../../../test/requirements';
import { type Card, normalizeCard, normalizeCards } from '../cards';
import { type CubeCard, DEFAULT_CARD_FIELDS } from '../cube/types';
import type { QueryNode } from './ast';
import { compileMatcher, compileQuery } from './compile';
import { type CardFacts, factsOf } from './facts';
import { parseQuery } from './parse';
import { SAMPLE_QUERIES } from './sample-queries';
import { countMatches, filterCards, matchIndices, prepareCards, type SearchIndex } from './search-index';

const FILE =
  process.env.CARD_DATA_FILE ?? new URL('../../../../../shared/data/cards.json.gz', import.meta.url).pathname;
const present = fs.existsSync(FILE);
if (!present) console.warn(`[filter] ${FILE} is absent: search index tests over real cards are skipped`);

/** Each term run over every card on its own, combined with plain boolean logic in the written order. */
function reference(node: QueryNode, facts: readonly CardFacts[]): boolean[] {
  switch (node.type) {
    case 'all':
      return facts.map(() => true);
    case 'term': {
      const m = compileMatcher(node);
      return facts.map((f) => m(f, undefined));
    }
    case 'not':
      return reference(node.child, facts).map((x) => !x);
    case 'and':
    case 'or': {
      const parts = node.children.map((c) => reference(c, facts));
      const and = node.type === 'and';
      return facts.map((_, i) => (and ? parts.every((p) => p[i]) : parts.some((p) => p[i])));
    }
  }
}

// More shapes than the benchmark's: regexes on names and types, `~`, exact and negated text fields.
const EXTRA = [
  'name:/^lightning/',
  't:/legendary.*dragon/',
  'o:"~ deals"',
  'kw=flying -kw:haste',
  't!=creature mv=3 c=wu',
  'm=2ww OR m<{3}{r}',
  'is:vanilla pow>=3',
  'not:spell is:historic',
  'layout:saga OR is:class OR is:case',
  'mv:odd -mv=1 r:m',
  '(is:split OR is:adventure) id>=r',
  'pt>=10 OR loy>=6 OR def>=5',
];

describe('search index over the real cards', needs({ 'card data': present }), () => {
  let cards: Card[] = [];
  let index: SearchIndex;
  beforeAll(() => {
    cards = normalizeCards(JSON.parse(zlib.gunzipSync(fs.readFileSync(FILE)).toString('utf8')));
    index = prepareCards(cards);
  }, 120_000); // parsing 32k cards takes seconds on a busy machine

  it('holds one facts record per card, equal to the cached facts', () => {
    expect(index.facts).toHaveLength(cards.length);
    for (const i of [0, 1000, cards.length - 1]) {
      expect(index.facts[i]!.card).toBe(cards[i]);
      expect(index.facts[i]).toEqual(factsOf(cards[i]!));
    }
  });

  it.each([...SAMPLE_QUERIES.map((s) => s.q), ...EXTRA])('%s: index = per-card = reference', (q) => {
    const r = compileQuery(q);
    if (!r.ok) throw new Error(`${q}: ${r.error.message}`);
    const perCard = cards.filter((c) => r.predicate(c));
    const fast = filterCards(index, r.matcher);
    expect(fast).toEqual(perCard);
    expect(countMatches(index, r.matcher)).toBe(perCard.length);
    const parsed = parseQuery(q);
    if (!parsed.ok) throw new Error(q);
    const expected = reference(parsed.ast, index.facts);
    const at = matchIndices(index, r.matcher);
    expect(at).toEqual(expected.flatMap((x, i) => (x ? [i] : [])));
    // A second compile starts with empty memos: it must find the same cards.
    const again = compileQuery(q);
    if (!again.ok) throw new Error(q);
    expect(matchIndices(index, again.matcher)).toEqual(at);
  });

  it.each(['deals \\d damage', '^flying$', 'tokens? ', 'Draw a Card', 'sacrifice an? (creature|artifact)'])(
    'o:/%s/ finds what the regex alone finds (the literal prefilter loses nothing)',
    (source) => {
      const r = compileQuery(`o:/${source}/`);
      if (!r.ok) throw new Error(source);
      const re = new RegExp(source, 'im');
      const expected = cards.filter((c) =>
        (c.faces.length ? c.faces : [c]).some((f) => re.test(f.oracleText)),
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(filterCards(index, r.matcher)).toEqual(expected);
    },
  );

  it('the sample queries all find something (so the comparisons above mean something)', () => {
    for (const { q } of SAMPLE_QUERIES) {
      const r = compileQuery(q);
      if (!r.ok) throw new Error(q);
      expect(countMatches(index, r.matcher), q).toBeGreaterThan(0);
    }
  });
});

describe('search index with cube entries', () => {
  const make = (name: string, type: string) =>
    normalizeCard({
      name,
      mana_cost: '{1}',
      type_line: type,
      oracle_text: '',
      colors: [],
      color_identity: [],
    }) as Card;
  const cards = [
    make('Sol Ring', 'Artifact'),
    make('Wastes', 'Basic Land'),
    make('Ornithopter', 'Artifact Creature'),
  ];
  const entry = (i: number, fields: Partial<CubeCard>): CubeCard => ({
    ...DEFAULT_CARD_FIELDS,
    id: `e${i}`,
    cardId: cards[i]!.id,
    name: cards[i]!.name,
    addedAt: '2026-01-01',
    ...fields,
  });
  const entries = [
    entry(0, { tags: ['Ramp'] }),
    entry(1, { board: 'maybe' }),
    entry(2, { tags: ['Ramp', 'Flyer'] }),
  ];
  const index = prepareCards(cards);
  const names = (q: string, es?: readonly (CubeCard | undefined)[]) => {
    const r = compileQuery(q);
    if (!r.ok) throw new Error(q);
    return filterCards(index, r.matcher, es).map((c) => c.name);
  };

  it('reads entries[i] as the entry of cards[i]', () => {
    expect(names('tag:ramp t:artifact', entries)).toEqual(['Sol Ring', 'Ornithopter']);
    expect(names('tags>1', entries)).toEqual(['Ornithopter']);
    expect(names('board:maybe', entries)).toEqual(['Wastes']);
  });

  it('matches cube-only fields against nothing without entries, like the per-card predicate', () => {
    expect(names('tag:ramp')).toEqual([]);
    expect(names('t:artifact')).toEqual(['Sol Ring', 'Ornithopter']);
  });

  it('handles an empty card list', () => {
    const r = compileQuery('t:creature');
    if (!r.ok) throw new Error('t:creature');
    expect(filterCards(prepareCards([]), r.matcher)).toEqual([]);
  });
});
