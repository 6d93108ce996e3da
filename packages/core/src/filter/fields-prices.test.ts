import { describe, expect, it } from 'vitest';
import { normalizeCards } from '../cards/normalize';
import { DEFAULT_CARD_FIELDS } from '../cube/types';
import { ORACLE_CARDS } from '../prices/scryfall-prices.test-support';
import { formatQueryError } from './ast';
import { compileQuery } from './compile';
import { coverageOf } from './coverage';
import type { FilterEntry } from './field-spec';
import { usesPriceFields } from './fields-prices';

// Default printings: Bolt $2.10 / €1.80 / 0.03 tix (foil $5.00); Counterspell $1.50 / €1.00 / 0.10 tix;
// Sol Ring $2.00 / €1.50 / 0.50 tix; Grizzly Bears no prices; Forest $0.10 / €0.05 / 0.01 tix.
const cards = normalizeCards(ORACLE_CARDS);

function names(q: string): string[] {
  const r = compileQuery(q);
  if (!r.ok) throw new Error(`${q}: ${formatQueryError(r.error)}`);
  return cards.filter((c) => r.predicate(c)).map((c) => c.name);
}

describe('price fields on cards', () => {
  it.each([
    ['usd<2', ['Counterspell', 'Forest']],
    ['usd<=2', ['Counterspell', 'Sol Ring', 'Forest']],
    ['usd<2.00', ['Counterspell', 'Forest']],
    ['usd>=2.1', ['Lightning Bolt']],
    ['usd>2.1', []],
    ['usd=1.5', ['Counterspell']],
    ['usd:1.50', ['Counterspell']],
    ['usd!=1.5', ['Lightning Bolt', 'Sol Ring', 'Forest']],
    ['usd>=0', ['Lightning Bolt', 'Counterspell', 'Sol Ring', 'Forest']],
    ['eur>=1', ['Lightning Bolt', 'Counterspell', 'Sol Ring']],
    ['eur>1', ['Lightning Bolt', 'Sol Ring']],
    ['tix>0.1', ['Sol Ring']],
    ['tix>=0.1', ['Counterspell', 'Sol Ring']],
    ['-usd<1', ['Lightning Bolt', 'Counterspell', 'Sol Ring', 'Grizzly Bears']],
  ])('%s', (q, expected) => {
    expect(names(q)).toEqual(expected);
  });

  it('never matches a card without a price, whatever the comparison', () => {
    for (const q of ['usd>=0', 'usd<1000', 'usd!=1', 'eur:0', 'tix<=0'])
      expect(names(q)).not.toContain('Grizzly Bears');
  });

  it('refuses a value that is not a price', () => {
    const r = compileQuery('usd<cheap');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(formatQueryError(r.error)).toContain('"cheap" is not a price');
  });

  it('says the data has no prices instead of matching nothing (the offline file)', () => {
    expect(compileQuery('usd<5', { coverage: coverageOf(cards) }).ok).toBe(true);
    const bare = coverageOf(normalizeCards([{ name: 'Opt', type_line: 'Instant' }]));
    const refused = compileQuery('t:instant usd<5', { coverage: bare });
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(formatQueryError(refused.error)).toContain(
        'This card data has no prices; load a Scryfall bulk file to search by price',
      );
  });
});

describe('price fields in a cube list', () => {
  const bolt = cards[0]!;
  const entry = (id: string, fields: Partial<FilterEntry>): FilterEntry => ({
    ...DEFAULT_CARD_FIELDS,
    id,
    cardId: bolt.id,
    name: bolt.name,
    addedAt: '2026-01-01',
    ...fields,
  });
  const entries = [
    entry('joined-5', { prices: { usd: 5, eur: 4, tix: null } }),
    entry('joined-none', { prices: { usd: null, eur: null, tix: null } }),
    entry('foil-unjoined', { finish: 'foil' }),
    entry('plain-unjoined', {}),
  ];
  const ids = (q: string) => {
    const r = compileQuery(q);
    if (!r.ok) throw new Error(q);
    return entries.filter((e) => r.predicate(bolt, e)).map((e) => e.id);
  };

  it('reads the joined entry price, else the card price in the entry finish; <= includes the boundary, < does not', () => {
    expect(ids('usd<5')).toEqual(['plain-unjoined']);
    expect(ids('usd<=5')).toEqual(['joined-5', 'foil-unjoined', 'plain-unjoined']);
    expect(ids('usd>=5')).toEqual(['joined-5', 'foil-unjoined']);
    expect(ids('tix>0')).toEqual(['foil-unjoined', 'plain-unjoined']);
  });

  it('tells a list when it must join prices', () => {
    const ast = (q: string) => {
      const r = compileQuery(q);
      if (!r.ok) throw new Error(q);
      return r.ast;
    };
    expect(usesPriceFields(ast('t:instant (usd<5 or -eur>1)'))).toBe(true);
    expect(usesPriceFields(ast('t:instant'))).toBe(false);
  });
});
