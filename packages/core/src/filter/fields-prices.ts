// Prices in the search, spelt as on Scryfall: `usd<5`, `eur>=1`, `tix>0.1`. In a cube list the entry's
// price (its chosen printing and finish, else its cheapest printing) is joined by the list; a card alone
// is priced by its default printing. A card without a price never matches a comparison, not even `!=`.
import type { Card } from '../cards/types';
import type { Currency } from '../prices/currency';
import { priceIn } from '../prices/currency';
import type { Operator, QueryNode } from './ast';
import { lacking } from './coverage';
import { ALL_OPS, compareNumbers, type FieldSpec, type FilterEntry, parseNumber } from './field-spec';

function priceOf(card: Card, entry: FilterEntry | undefined, currency: Currency): number | null {
  if (entry?.prices) return entry.prices[currency];
  return priceIn(card.prices, currency, entry?.finish ?? 'nonfoil');
}

function priceField(currency: Currency, example: string): FieldSpec {
  return {
    name: currency,
    aliases: [currency],
    ops: ALL_OPS,
    build(term) {
      const n = parseNumber(term.value.replace(/^[$€]/, ''));
      if (n === null)
        return { problem: `"${term.value}" is not a price`, expected: `a number, like ${example}` };
      const op: Operator = term.op;
      // Prices are compared in cents, so `usd<=0.3` holds for a card listed at "0.30".
      const cents = Math.round(n * 100);
      return (facts, entry) => {
        const price = priceOf(facts.card, entry, currency);
        return price !== null && compareNumbers(Math.round(price * 100), op, cents);
      };
    },
    missing: (_term, data) => (data.prices ? null : lacking('prices', 'search by price')),
  };
}

export const usdField = priceField('usd', 'usd<5');
export const eurField = priceField('eur', 'eur>=1');
export const tixField = priceField('tix', 'tix>0.1');

const PRICE_FIELDS = new Set<string>([usdField.name, eurField.name, tixField.name]);

/** True when a query tests a price, so a cube list must join its entries' prices before filtering. */
export function usesPriceFields(node: QueryNode): boolean {
  switch (node.type) {
    case 'term':
      return PRICE_FIELDS.has(node.field);
    case 'not':
      return usesPriceFields(node.child);
    case 'and':
    case 'or':
      return node.children.some(usesPriceFields);
    case 'all':
      return false;
  }
}
