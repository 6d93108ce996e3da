// Fields only Scryfall's own bulk data can answer (legalities, artist, dates, reprint, watermark), the
// result directives (order:, direction:, unique:) and the refusal when the loaded data lacks a fact.
import { describe, expect, it } from 'vitest';
import { CardIndex } from '../cards/card-index';
import { normalizeCards, normalizePrinting } from '../cards/normalize';
import { scryfallCard } from '../cards/scryfall-objects.test-support';
import type { Card, Printing } from '../cards/types';
import { compileQuery } from './compile';
import { coverageOf, FULL_COVERAGE } from './coverage';
import { parseQuery } from './parse';
import { printingFilter } from './printing-terms';

const legal = (over: Record<string, string> = {}) => ({
  standard: 'not_legal',
  modern: 'legal',
  legacy: 'legal',
  vintage: 'legal',
  commander: 'legal',
  pauper: 'not_legal',
  ...over,
});

// Real cards' facts as Scryfall's oracle_cards file gives them.
const CARDS: Card[] = normalizeCards([
  scryfallCard('Lightning Bolt', {
    type_line: 'Instant',
    released_at: '2010-07-16',
    artist: 'Christopher Moeller',
    reprint: true,
    legalities: legal({ pauper: 'legal' }),
  }),
  scryfallCard('Black Lotus', {
    type_line: 'Artifact',
    released_at: '1993-08-05',
    artist: 'Christopher Rush',
    reprint: false,
    legalities: legal({ modern: 'not_legal', legacy: 'banned', vintage: 'restricted', commander: 'banned' }),
  }),
  scryfallCard('Teysa Karlov', {
    type_line: 'Legendary Creature — Human Advisor',
    released_at: '2019-01-25',
    artist: 'Magali Villeneuve',
    reprint: false,
    watermark: 'orzhov',
    power: '2',
    toughness: '4',
    legalities: legal({ standard: 'legal' }),
  }),
  scryfallCard('Grief', {
    type_line: 'Creature — Elemental Incarnation',
    released_at: '2021-06-18',
    artist: 'Ryan Pancoast',
    reprint: false,
    legalities: legal({ modern: 'banned' }),
  }),
  scryfallCard('Candlekeep Sage', {
    type_line: 'Legendary Enchantment — Background',
    released_at: '2022-06-10',
    artist: 'Zoltan Boros',
    reprint: false,
    legalities: legal(),
  }),
  scryfallCard('Smuggler’s Copter', {
    type_line: 'Artifact — Vehicle',
    released_at: '2016-09-30',
    artist: 'Florian de Gesincourt',
    reprint: false,
    power: '3',
    toughness: '3',
    legalities: legal({ modern: 'legal' }),
  }),
  scryfallCard('Teferi, Temporal Archmage', {
    type_line: 'Legendary Planeswalker — Teferi',
    oracle_text: 'Teferi, Temporal Archmage can be your commander.',
    released_at: '2014-11-07',
    artist: 'Tyler Jacobson',
    reprint: false,
    legalities: legal(),
  }),
]);

function names(q: string): string[] {
  const r = compileQuery(q, { coverage: coverageOf(CARDS), directives: true });
  if (!r.ok) throw new Error(`${q}: ${r.error.message}`);
  return CARDS.filter((c) => r.predicate(c)).map((c) => c.name);
}

function error(q: string, options: Parameters<typeof compileQuery>[1] = {}) {
  const r = compileQuery(q, options);
  if (r.ok) throw new Error(`${q} should be refused`);
  return r.error;
}

describe('format legality', () => {
  it.each([
    ['f:pauper', ['Lightning Bolt']],
    ['legal:vintage banned:legacy', ['Black Lotus']],
    ['restricted:vintage', ['Black Lotus']],
    ['banned:modern', ['Grief']],
    ['f:standard', ['Teysa Karlov']],
    ['format:edh -f:commander', []],
    ['banned:edh', ['Black Lotus']],
    ['f!=modern t:artifact', ['Black Lotus']],
  ])('%s', (q, expected) => {
    expect(names(q)).toEqual(expected);
  });

  it('counts a restricted card as legal', () => {
    expect(names('f:vintage')).toContain('Black Lotus');
  });

  it('names an unknown format at its value', () => {
    expect(error('t:elf f:modren')).toMatchObject({ message: 'Unknown format "modren"', position: 8 });
  });
});

describe('artist, year, date, watermark, has:', () => {
  it.each([
    ['a:moeller', ['Lightning Bolt']],
    ['artist:"christopher"', ['Lightning Bolt', 'Black Lotus']],
    ['artist="Christopher Rush"', ['Black Lotus']],
    ['a:/^ma/', ['Teysa Karlov']],
    ['year>=2020', ['Grief', 'Candlekeep Sage']],
    ['year<1994', ['Black Lotus']],
    ['year=2019', ['Teysa Karlov']],
    ['year<=2010 -year=1993', ['Lightning Bolt']],
    ['date<2015-06-01', ['Lightning Bolt', 'Black Lotus', 'Teferi, Temporal Archmage']],
    ['date=2019-01-25', ['Teysa Karlov']],
    ['date>2021-06-18', ['Candlekeep Sage']],
    ['wm:orzhov', ['Teysa Karlov']],
    ['has:watermark', ['Teysa Karlov']],
    ['-has:watermark t:legendary', ['Candlekeep Sage', 'Teferi, Temporal Archmage']],
  ])('%s', (q, expected) => {
    expect(names(q)).toEqual(expected);
  });

  it.each([
    ['year>=20', 'year>='.length, '"20" is not a year'],
    ['mv=1 date<2015-13-01', 'mv=1 date<'.length, '"2015-13-01" is not a date'],
    ['date:yesterday', 5, '"yesterday" is not a date'],
    ['has:flavor', 4, 'Unknown has: value "flavor"'],
  ])('%s is refused at its value', (q, position, message) => {
    expect(error(q)).toMatchObject({ message, position });
  });
});

describe('year and date with loaded printings', () => {
  it('match when any printing does, as on Scryfall', () => {
    const cards = normalizeCards([scryfallCard('Opt', { released_at: '2021-04-23' })]);
    const printing = (set: string, releasedAt: string) =>
      normalizePrinting(scryfallCard('Opt', { id: `opt-${set}`, set, released_at: releasedAt }))!;
    const index = new CardIndex(cards, [printing('inv', '2000-10-02'), printing('xln', '2017-09-29')]);
    const opt = index.lookup('Opt')!;
    expect(opt.releaseDates).toEqual(['2000-10-02', '2017-09-29', '2021-04-23']);
    const matches = (q: string) => {
      const r = compileQuery(q);
      return r.ok && r.predicate(opt);
    };
    expect(matches('year=2000')).toBe(true);
    expect(matches('year<=2000')).toBe(true);
    expect(matches('date=2017-09-29')).toBe(true);
    expect(matches('year=2005')).toBe(false);
    expect(matches('year>2021')).toBe(false);
  });
});

describe('is:commander and reprints', () => {
  it('finds legendary creatures, Backgrounds, legendary Vehicles and "can be your commander" cards', () => {
    expect(names('is:commander')).toEqual(['Teysa Karlov', 'Candlekeep Sage', 'Teferi, Temporal Archmage']);
  });

  it('reads Scryfall reprint flags both ways', () => {
    expect(names('is:reprint')).toEqual(['Lightning Bolt']);
    expect(names('not:reprint t:artifact')).toEqual(['Black Lotus', 'Smuggler’s Copter']);
  });
});

describe('data that lacks the facts', () => {
  // The offline fixture's shape: a Commander flag, no artists, reprint flags or watermarks.
  const fixture = normalizeCards([
    { name: 'Sol Ring', type_line: 'Artifact', commander_legal: true, released_at: '1993-08-05' },
    { name: 'Channel', type_line: 'Sorcery', commander_legal: false, released_at: null },
  ]);
  const coverage = coverageOf(fixture);

  it.each([
    ['t:elf a:rush', 6, 'This card data has no artists; load a Scryfall bulk file to search by artist'],
    [
      'is:reprint',
      0,
      'This card data has no reprint flags; load a Scryfall bulk file to search with is:reprint',
    ],
    [
      'c:r not:reprint',
      4,
      'This card data has no reprint flags; load a Scryfall bulk file to search with not:reprint',
    ],
    [
      'has:watermark',
      0,
      'This card data has no watermarks; load a Scryfall bulk file to search with has:watermark',
    ],
    [
      '(c:g OR f:modern)',
      8,
      'This card data has no legality for modern (it knows commander only); load a Scryfall bulk file to search by format',
    ],
    [
      'banned:commander',
      0,
      'This card data has no ban lists (only whether a card is legal); load a Scryfall bulk file to search by banned cards',
    ],
  ])('%s', (q, position, message) => {
    expect(error(q, { coverage })).toMatchObject({ message, position });
  });

  it('answers what it does carry', () => {
    const r = compileQuery('f:edh year<2000', { coverage });
    expect(r.ok && fixture.filter((c) => r.predicate(c)).map((c) => c.name)).toEqual(['Sol Ring']);
    expect(coverage.formats).toEqual(['commander']);
  });

  it('refuses order: and unique: on facts or printings it lacks', () => {
    expect(error('order:artist', { coverage, directives: true }).message).toBe(
      'This card data has no artists; load a Scryfall bulk file to order by artist',
    );
    expect(error('bolt unique:prints', { coverage, directives: true })).toMatchObject({
      message:
        'No printings are loaded; set CARD_PRINTINGS_FILE (or load a Scryfall default_cards file) to search with unique:prints',
      position: 5,
    });
  });
});

describe('order:, direction:, unique:', () => {
  it('are taken out of the query and returned', () => {
    const r = compileQuery('t:dragon order:cmc direction:desc unique:prints', {
      directives: true,
      coverage: FULL_COVERAGE,
    });
    expect(r.ok && r.directives).toEqual({ order: 'mv', direction: 'desc', unique: 'prints' });
    expect(r.ok && r.ast).toMatchObject({ type: 'term', field: 'type', value: 'dragon' });
  });

  it('alone match every card', () => {
    const r = compileQuery('order:released', { directives: true });
    expect(r.ok && r.ast).toEqual({ type: 'all' });
  });

  it.each([
    ['order:usd', 6, 'Unknown order "usd"'],
    ['t:elf order:price', 12, 'Unknown order "price"'],
    ['unique:faces', 7, 'Unknown unique "faces"'],
    ['direction:up', 10, 'Unknown direction "up"'],
  ])('%s names the bad value', (q, position, message) => {
    // Values are checked by the parser, so the web app's syntax check reports them as well.
    const r = parseQuery(q);
    expect(r.ok ? null : r.error).toMatchObject({ position, message: expect.stringContaining(message) });
  });

  it.each([
    ['t:elf -order:cmc', 7, '"order:" cannot be negated or used inside OR or parentheses'],
    ['t:elf OR unique:art', 9, '"unique:" cannot be negated or used inside OR or parentheses'],
    ['order:cmc t:elf order:name', 16, '"order:" is given twice'],
  ])('%s is refused where it stands', (q, position, message) => {
    expect(error(q, { directives: true })).toMatchObject({ message, position });
  });

  it('are refused where the list is not a card search (a cube list, a pack filter)', () => {
    expect(error('t:elf order:cmc')).toMatchObject({
      message: '"order:" orders or de-duplicates card search results and does not apply here',
      position: 6,
    });
  });
});

describe('printingFilter (which printings unique:prints lists)', () => {
  const printing = (set: string, rarity: Printing['rarity'], releasedAt: string): Printing => ({
    id: `${set}-1`,
    cardId: 'c',
    name: 'Opt',
    set,
    setName: set,
    collectorNumber: '1',
    rarity,
    releasedAt,
    imageUri: null,
  });
  const PRINTS = [
    printing('ice', 'common', '1995-06-01'),
    printing('xln', 'common', '2017-09-29'),
    printing('dom', 'common', '2018-04-27'),
    printing('sta', 'uncommon', '2021-04-23'),
  ];
  const sets = (q: string) => {
    const r = compileQuery(q, { directives: true });
    if (!r.ok) throw new Error(r.error.message);
    const keep = printingFilter(r.ast);
    return keep ? PRINTS.filter(keep).map((p) => p.set) : null;
  };

  it.each([
    ['opt s:xln unique:prints', ['xln']],
    ['opt -s:xln unique:prints', ['ice', 'dom', 'sta']],
    ['opt year>=2018', ['dom', 'sta']],
    ['opt date<2017-10-01 r:c', ['ice', 'xln']],
    ['opt r>=uncommon', ['sta']],
  ])('%s', (q, expected) => {
    expect(sets(q)).toEqual(expected);
  });

  it('leaves the printings alone when no top-level term is about printings', () => {
    expect(sets('opt unique:prints')).toBeNull();
    expect(sets('(s:xln OR s:dom) unique:prints')).toBeNull();
  });
});
