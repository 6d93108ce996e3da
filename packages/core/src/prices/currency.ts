// The currencies Scryfall prices cards in, as the search spells them (`usd<5`, `eur>=1`, `tix>0.1`).
import type { CardPrices } from '../cards/prices';
import type { Finish } from '../cube/card-enums';

export const CURRENCIES = ['usd', 'eur', 'tix'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** One entry's price in each currency; null: no price for its printing and finish. */
export type EntryPrices = Record<Currency, number | null>;

/** How an amount is written: `$1.25`, `€1.25`, `1.25 tix`. */
export function formatPrice(amount: number, currency: Currency): string {
  const fixed = amount.toFixed(2);
  if (currency === 'usd') return `$${fixed}`;
  if (currency === 'eur') return `€${fixed}`;
  return `${fixed} tix`;
}

/**
 * A printing's price for a finish. Scryfall lists a foil and an etched price in dollars, one foil price
 * in euros (etched cards sell under it), and one MTGO price whatever the paper finish.
 */
export function priceIn(
  prices: CardPrices | null | undefined,
  currency: Currency,
  finish: Finish,
): number | null {
  if (!prices) return null;
  if (currency === 'tix') return prices.tix;
  if (currency === 'eur') return finish === 'nonfoil' ? prices.eur : prices.eurFoil;
  if (finish === 'foil') return prices.usdFoil;
  if (finish === 'etched') return prices.usdEtched;
  return prices.usd;
}

/** Sums amounts in cents, so a 720-card total does not drift by float rounding. */
export function sumPrices(amounts: readonly number[]): number {
  return amounts.reduce((cents, a) => cents + Math.round(a * 100), 0) / 100;
}
