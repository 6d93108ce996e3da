// matchBits (sets of cards, whole-index forms, a shared term cache) must find exactly what the per-card
// fast path (matchIndices) finds, for any query and whatever the cache already holds.
import fs from 'node:fs';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../../../../test/requirements';
import { type Card, normalizeCard, normalizeCards } from '../cards';
import { type Bits, forEachBit } from './bitset';
import { checkQuery, compileQuery } from './compile';
import { matchBits } from './match-bits';
import { QUERY_ATOMS, queriesOf } from './query-arbitrary.test-support';
import { SAMPLE_QUERIES } from './sample-queries';
import { matchIndices, prepareCards, type SearchIndex } from './search-index';
import { TermCache } from './term-cache';
import { nameContainsBits, textContainsBits } from './text-scan';

const FILE =
  process.env.CARD_DATA_FILE ?? new URL('../../../../../shared/data/cards.json.gz', import.meta.url).pathname;
const present = fs.existsSync(FILE);
if (!present) console.warn(`[filter] ${FILE} is absent: matchBits tests over real cards are skipped`);

const positions = (bits: Bits) => {
  const out: number[] = [];
  forEachBit(bits, (i) => out.push(i));
  return out;
};

function expected(index: SearchIndex, q: string): number[] {
  const r = compileQuery(q, { directives: true });
  if (!r.ok) throw new Error(`${q}: ${r.error.message}`);
  return matchIndices(index, r.matcher);
}

function found(index: SearchIndex, q: string, cache?: TermCache): number[] {
  const r = checkQuery(q, { directives: true });
  if (!r.ok) throw new Error(`${q}: ${r.error.message}`);
  return positions(matchBits(index, r.ast, cache));
}

// Every path of matchBits: column sets (few and many values), name and text scans (also narrowed and
// negated), `!=` forms, NOT, OR, terms tested card by card over all cards and over the cards left.
const QUERIES = [
  'name:bolt',
  'lightning bolt',
  '"of the"',
  'n!=forest',
  '!"Fire // Ice"',
  'o:"draw a card"',
  'o!="draw a card"',
  't:creature o:flash',
  't:creature -o:flying',
  'o:x',
  'o:"~ deals"',
  'o:/deals \\d damage/ c:r',
  'name:/^dark/',
  't!=creature mv=3',
  'kw!=flying kw:fly',
  's!=war s:m21',
  'not:spell',
  'f!=legacy',
  '(c:r OR c:g) -(t:creature OR t:land) -is:dfc',
  'pow>tou OR tou>=8',
  'is:vanilla OR is:mdfc OR layout:saga',
  'id<=izzet (t:instant OR t:sorcery) mv:odd',
  'm:{r/g} OR m:{2/w} OR is:phyrexian',
  '-(-c:w OR -mv<=2)',
  'c:c -t:land -t:artifact',
  'r>=mythic kw>2',
  'zzzzqqq',
  'o:zzzzqqq OR t:zzzzqqq',
];

// Beyond the shared atoms: the negated and `~` forms, which take other paths here.
const ATOMS = [...QUERY_ATOMS, 't!=land', 'o!=flying', 'o:"~"', 'not:permanent', 'n!=forest'];

const query = queriesOf(ATOMS);

describe('matchBits over the real cards', needs({ 'card data': present }), () => {
  let index: SearchIndex;
  beforeAll(() => {
    const all = normalizeCards(JSON.parse(zlib.gunzipSync(fs.readFileSync(FILE)).toString('utf8')));
    // Every 4th card: ~8k cards of every kind, so the property runs stay quick.
    index = prepareCards(all.filter((_, i) => i % 4 === 0));
  }, 120_000);

  it.each([...SAMPLE_QUERIES.map((s) => s.q), ...QUERIES])('%s: matchBits = matchIndices', (q) => {
    expect(found(index, q)).toEqual(expected(index, q));
  });

  it('finds the same with a term cache, the second time from the cache', () => {
    const cache = new TermCache();
    for (const q of [...SAMPLE_QUERIES.map((s) => s.q), ...QUERIES]) {
      expect(found(index, q, cache), q).toEqual(expected(index, q));
    }
    expect(cache.size.entries).toBeGreaterThan(20);
    for (const q of [...SAMPLE_QUERIES.map((s) => s.q), ...QUERIES]) {
      expect(found(index, q, cache), q).toEqual(expected(index, q));
    }
  });

  // matchIndices reads the same memos (intern.ts), so these compare with the facts read directly.
  it.each(['fly', 'flash', 'first strike', 'a', ''])(
    'kw:"%s" finds the cards with a keyword containing it',
    (v) => {
      const direct = index.facts.flatMap((f, i) => (f.keywords.some((k) => k.includes(v)) ? [i] : []));
      expect(found(index, `kw:"${v}"`)).toEqual(direct);
    },
  );

  it.each(['war', 'm21', 'lea', 'zzz'])('s:%s finds the cards printed in that set', (code) => {
    const direct = index.facts.flatMap((f, i) => (f.printings.includes(code) ? [i] : []));
    expect(found(index, `s:${code}`)).toEqual(direct);
  });

  it('finds what matchIndices finds for random queries, one term cache shared by all of them', () => {
    const cache = new TermCache();
    fc.assert(
      fc.property(query, (q) => {
        expect(found(index, q, cache)).toEqual(expected(index, q));
      }),
      { numRuns: 150 },
    );
  });
});

describe('text scans over hand-made cards', () => {
  const card = (name: string, text: string): Card =>
    normalizeCard({ name, type_line: 'Instant', oracle_text: text, mana_cost: '{R}', colors: ['R'] }) as Card;
  const index = prepareCards([
    card('Ab', 'Draw a card.'),
    card('Cd', 'draw two cards'),
    card('Abcd', ''),
    card('Zab', 'Draw'),
  ]);

  it('finds a name part only within one name, never across two', () => {
    expect(positions(nameContainsBits(index, 'ab')!)).toEqual([0, 2, 3]);
    expect(positions(nameContainsBits(index, 'bc')!)).toEqual([2]);
    expect(positions(nameContainsBits(index, 'dz')!)).toEqual([]);
    expect(positions(nameContainsBits(index, 'zab')!)).toEqual([3]);
  });

  it('finds every name for an empty part, and leaves a part holding the separator to the per-card test', () => {
    expect(positions(nameContainsBits(index, '')!)).toEqual([0, 1, 2, 3]);
    expect(nameContainsBits(index, 'b\nc')).toBeNull();
  });

  it('finds rules text as includes does, short and long phrases, narrowed or not', () => {
    expect(positions(textContainsBits(index, 'draw'))).toEqual([0, 1, 3]);
    expect(positions(textContainsBits(index, 'd'))).toEqual([0, 1, 3]);
    expect(positions(textContainsBits(index, ''))).toEqual([0, 1, 2, 3]);
    expect(positions(textContainsBits(index, 'draw a card'))).toEqual([0]);
    const within = nameContainsBits(index, 'ab')!;
    expect(positions(textContainsBits(index, 'draw', within))).toEqual([0, 3]);
  });

  it('handles an index without cards', () => {
    const none = prepareCards([]);
    expect(positions(nameContainsBits(none, '')!)).toEqual([]);
    const r = checkQuery('bolt o:draw');
    if (!r.ok) throw new Error('bolt o:draw');
    expect(positions(matchBits(none, r.ast))).toEqual([]);
  });
});
