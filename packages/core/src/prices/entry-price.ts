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

/** The card's own default printing (an oracle file's card carries that printing's prices) and its printings. */
function candidates(
  card: Card | null,
  printings: readonly Printing[],
): { id: string | null; prices: Card['prices'] }[] {
  const list: { id: string | null; prices: Card['prices'] }[] = printings.map((p) => ({
    id: p.id,
    prices: p.prices,
  }));
  if (card?.prices && !printings.some((p) => p.id === card.scryfallId)) {
    list.push({ id: card.scryfallId, prices: card.prices });
  }
  return list;
}

/** The cheapest printing of a card in a finish and currency, or null when none has a price. */
export function cheapestPrinting(
  lookup: PriceLookup,
  cardId: string,
  finish: Finish,
  currency: Currency,
): PricedPrinting | null {
  let best: PricedPrinting | null = null;
  for (const c of candidates(lookup.card(cardId), lookup.printingsOf(cardId))) {
    const amount = priceIn(c.prices, currency, finish);
    if (amount !== null && (best === null || amount < best.amount)) best = { printingId: c.id, amount };
  }
  return best;
}

/** The printing the curator chose, when the card data knows it. */
function chosenPrinting(lookup: PriceLookup, entry: PricedEntry): Printing | null {
  return entry.printingId ? lookup.printing(entry.printingId) : null;
}

/**
 * An entry's price in one currency: the chosen printing's in the entry's finish (null when that printing
 * has none: another printing's price would not be what the curator owns), else the cheapest printing's.
 */
export function entryPrice(lookup: PriceLookup, entry: PricedEntry, currency: Currency): number | null {
  const chosen = chosenPrinting(lookup, entry);
  if (chosen) return priceIn(chosen.prices, currency, entry.finish);
  return cheapestPrinting(lookup, entry.cardId, entry.finish, currency)?.amount ?? null;
}

/** An entry's price in every currency. */
export function entryPrices(lookup: PriceLookup, entry: PricedEntry): EntryPrices {
  const out = {} as EntryPrices;
  for (const c of CURRENCIES) out[c] = entryPrice(lookup, entry, c);
  return out;
}
