import { describe, expect, it } from 'vitest';
import { CardIndex } from '../cards/card-index';
import { normalizeCard, normalizeCards } from '../cards/normalize';
import { DEFAULT_CARD_FIELDS } from '../cube/types';
import { cheapestSwaps } from './cheapest-swaps';
import { cubeCost } from './cube-cost';
import { entryPrice, entryPrices } from './entry-price';
import { priceFixture } from './price-lookup.test-support';
import { PRINTING } from './scryfall-prices.test-support';

const { index, lookup } = priceFixture();
const idOf = (name: string) => index.lookup(name)!.id;

function entry(id: string, name: string, fields: Partial<typeof DEFAULT_CARD_FIELDS> = {}) {
  return { ...DEFAULT_CARD_FIELDS, id, cardId: idOf(name), name, addedAt: '2026-01-01', ...fields };
}

describe('normalising Scryfall prices', () => {
  it('reads decimal strings as numbers and null as no price, on cards and printings', () => {
    expect(index.lookup('Lightning Bolt')!.prices).toEqual({
      usd: 2.1,
      usdFoil: 5,
      usdEtched: null,
      eur: 1.8,
      eurFoil: 4,
      tix: 0.03,
    });
    expect(index.printing(PRINTING.boltLea)!.prices?.usdFoil).toBeNull();
    expect(index.printing(PRINTING.boltM10)!.prices?.usd).toBe(1.05);
  });

  it('keeps "no price data" apart from a zero price when the file has no prices object', () => {
    const card = normalizeCard({ name: 'Opt', type_line: 'Instant' })!;
    expect(card.prices).toBeUndefined();
    expect('prices' in card).toBe(false);
  });
});

describe('entry prices', () => {
  it('prices an entry without a chosen printing at its cheapest printing in its finish', () => {
    expect(entryPrice(lookup, entry('a', 'Lightning Bolt'), 'usd')).toBe(1.05);
    expect(entryPrice(lookup, entry('a', 'Lightning Bolt', { finish: 'foil' }), 'usd')).toBe(5);
    expect(entryPrice(lookup, entry('a', 'Sol Ring', { finish: 'etched' }), 'usd')).toBe(6);
    expect(entryPrice(lookup, entry('a', 'Sol Ring', { finish: 'etched' }), 'eur')).toBe(5);
    expect(entryPrice(lookup, entry('a', 'Sol Ring'), 'tix')).toBe(0.11);
  });

  it('prices a chosen printing in its finish, and not at all when that printing lists no such price', () => {
    expect(entryPrice(lookup, entry('a', 'Lightning Bolt', { printingId: PRINTING.boltLea }), 'usd')).toBe(
      400,
    );
    const leaFoil = entry('a', 'Lightning Bolt', { printingId: PRINTING.boltLea, finish: 'foil' });
    expect(entryPrices(lookup, leaFoil)).toEqual({ usd: null, eur: null, tix: null });
    const c21Etched = entry('a', 'Sol Ring', { printingId: PRINTING.solC21, finish: 'etched' });
    expect(entryPrice(lookup, c21Etched, 'usd')).toBeNull();
  });

  it('gives no price (not zero) to a card no shop lists', () => {
    expect(entryPrices(lookup, entry('a', 'Grizzly Bears'))).toEqual({ usd: null, eur: null, tix: null });
  });
});

describe('cube cost', () => {
  const list = [
    entry('bolt', 'Lightning Bolt', { printingId: PRINTING.boltLea }),
    entry('cs', 'Counterspell'),
    entry('sol', 'Sol Ring', { finish: 'etched' }),
    entry('bears', 'Grizzly Bears'),
    entry('forest', 'Forest', { board: 'maybe' }),
  ];

  it('totals chosen printings, finishes and cheapest printings, counting cards without a price apart', () => {
    const cost = cubeCost(list, lookup);
    expect(cost.total.usd).toEqual({ total: 407.6, priced: 4, missing: 1 });
    expect(cost.total.eur).toEqual({ total: 356.05, priced: 4, missing: 1 });
    // Lea Bolt has no MTGO price; MTGO has one price whatever the paper finish (Sol Ring: C21's 0.11).
    expect(cost.total.tix).toEqual({ total: 0.22, priced: 3, missing: 2 });
    expect(cost.entries.bolt).toEqual({ usd: 400, eur: 350, tix: null });
  });

  it('breaks the cost down by colour, type and board', () => {
    const cost = cubeCost(list, lookup);
    const usd = (rows: typeof cost.byColor) => Object.fromEntries(rows.map((r) => [r.key, r.cost.usd.total]));
    expect(usd(cost.byColor)).toEqual({ red: 400, blue: 1.5, colorless: 6, green: 0, land: 0.1 });
    expect(usd(cost.byType)).toEqual({ Instant: 401.5, Artifact: 6, Creature: 0, Land: 0.1 });
    expect(usd(cost.byBoard)).toEqual({ main: 407.5, maybe: 0.1 });
    expect(cost.byColor.find((r) => r.key === 'green')!.cost.usd).toEqual({
      total: 0,
      priced: 0,
      missing: 1,
    });
  });

  it('prices nothing on card data without prices (the offline file)', () => {
    const bare = new CardIndex(normalizeCards([{ name: 'Lightning Bolt', type_line: 'Instant' }]));
    const cost = cubeCost([{ ...entry('x', 'Lightning Bolt'), cardId: bare.all()[0]!.id }], {
      card: (id) => bare.get(id),
      printing: (id) => bare.printing(id),
      printingsOf: (id) => bare.printingsOf(id),
    });
    expect(cost.total.usd).toEqual({ total: 0, priced: 0, missing: 1 });
  });
});

describe('cheapest printing swaps', () => {
  it('proposes the cheapest printing in the same finish for chosen printings, largest saving first', () => {
    const proposal = cheapestSwaps(
      [
        entry('bolt', 'Lightning Bolt', { printingId: PRINTING.boltLea }),
        entry('cs', 'Counterspell', { printingId: PRINTING.csLea }),
        entry('bolt-foil', 'Lightning Bolt', { printingId: PRINTING.boltM10, finish: 'foil' }),
        entry('cheap', 'Lightning Bolt', { printingId: PRINTING.boltM10 }),
        entry('unchosen', 'Counterspell'),
        entry('no-price', 'Lightning Bolt', { printingId: PRINTING.boltLea, finish: 'foil' }),
      ],
      lookup,
      'usd',
    );
    expect(proposal.swaps.map((s) => [s.entryId, s.toPrintingId, s.saving])).toEqual([
      ['bolt', PRINTING.boltM10, 398.95],
      ['cs', PRINTING.csEma, 118.5],
      ['bolt-foil', PRINTING.bolt2xm, 3],
    ]);
    expect(proposal.saving).toBe(520.45);
  });

  it('swaps by the asked currency', () => {
    const proposal = cheapestSwaps(
      [entry('sol', 'Sol Ring', { printingId: PRINTING.solCmr })],
      lookup,
      'tix',
    );
    expect(proposal.swaps.map((s) => [s.toPrintingId, s.fromPrice, s.toPrice])).toEqual([
      [PRINTING.solC21, 0.5, 0.11],
    ]);
  });
});
