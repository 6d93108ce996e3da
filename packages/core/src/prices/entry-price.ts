// What one cube entry costs: its chosen printing in its finish, or the cheapest printing in that finish
// where the curator chose none (a cube is bought as cheaply as it allows).
import type { Card, Printing } from '../cards/types';
import type { Finish } from '../cube/card-enums';
import { CURRENCIES, type Currency, type EntryPrices, priceIn } from './currency';

/** The card data prices are read from (the server's card index answers it). */
export interface PriceLookup {
  card(id: string): Card | null;
  printing(id: string): Printing | null;
  printingsOf(cardId: string): readonly Printing[];
}

/** The entry fields a price depends on. */
export interface PricedEntry {
  cardId: string;
  printingId: string | null;
  finish: Finish;
}

/** A printing's identity and its price in one currency. */
export interface PricedPrinting {
  printingId: string | null;
  amount: number;
}

type Candidate = { id: string | null; prices: Card['prices'] };

/** The card's own default printing (an oracle file's card carries that printing's prices) and its printings. */
function candidates(card: Card | null, printings: readonly Printing[]): Candidate[] {
  const list: Candidate[] = printings.map((p) => ({
    id: p.id,
    prices: p.prices,
  }));
  if (card?.prices && !printings.some((p) => p.id === card.scryfallId)) {
    list.push({ id: card.scryfallId, prices: card.prices });
  }
  return list;
}

function cheapestOf(list: readonly Candidate[], finish: Finish, currency: Currency): PricedPrinting | null {
  let best: PricedPrinting | null = null;
  for (const c of list) {
    const amount = priceIn(c.prices, currency, finish);
    if (amount !== null && (best === null || amount < best.amount)) best = { printingId: c.id, amount };
  }
  return best;
}

/** The cheapest printing of a card in a finish and currency, or null when none has a price. */
export function cheapestPrinting(
  lookup: PriceLookup,
  cardId: string,
  finish: Finish,
  currency: Currency,
): PricedPrinting | null {
  return cheapestOf(candidates(lookup.card(cardId), lookup.printingsOf(cardId)), finish, currency);
}

/** An entry's price in one currency (see entryPrices). */
export function entryPrice(lookup: PriceLookup, entry: PricedEntry, currency: Currency): number | null {
  return entryPrices(lookup, entry)[currency];
}

/**
 * An entry's price in every currency: the chosen printing's in the entry's finish (null when that
 * printing has none: another printing's price would not be what the curator owns), else the cheapest
 * printing's. The card's printings are gathered once for the three currencies.
 */
export function entryPrices(lookup: PriceLookup, entry: PricedEntry): EntryPrices {
  const out = {} as EntryPrices;
  const chosen = entry.printingId ? lookup.printing(entry.printingId) : null;
  if (chosen) {
    for (const c of CURRENCIES) out[c] = priceIn(chosen.prices, c, entry.finish);
    return out;
  }
  const list = candidates(lookup.card(entry.cardId), lookup.printingsOf(entry.cardId));
  for (const c of CURRENCIES) out[c] = cheapestOf(list, entry.finish, c)?.amount ?? null;
  return out;
}
