import { type Currency, formatPrice, sumPrices } from '@cubewright/core/prices';
import type { ListItem } from '../cube-view/list/list-item';

const SHOWN: readonly Currency[] = ['usd', 'eur', 'tix'];

/**
 * The cost of the cards a list shows, beside its heading: the entries' prices (chosen printing and finish,
 * else cheapest) summed per currency. Card data without prices says "No price data", never $0.00.
 */
export function PriceTotal({
  items,
  state,
}: {
  items: readonly ListItem[];
  state: 'loading' | 'error' | 'none' | 'ready';
}) {
  const base = 'text-sm text-zinc-700';
  if (state === 'loading') return <p className={base}>Loading prices...</p>;
  if (state === 'error') return <p className={base}>Prices could not be loaded.</p>;
  if (state === 'none')
    return (
      <p className={base} data-testid="price-total">
        No price data
      </p>
    );
  const unpriced = items.filter((i) => !i.entry.prices || i.entry.prices.usd === null).length;
  const totals = SHOWN.map((c) => {
    const amounts = items.map((i) => i.entry.prices?.[c] ?? null).filter((v): v is number => v !== null);
    return amounts.length ? formatPrice(sumPrices(amounts), c) : null;
  }).filter((t): t is string => t !== null);
  return (
    <p className={base} data-testid="price-total">
      <span className="font-medium text-zinc-900">
        Cost: {totals.length ? totals.join(' · ') : 'no prices'}
      </span>
      {unpriced > 0 && (
        <span>
          {' '}
          ({unpriced} {unpriced === 1 ? 'card' : 'cards'} without a dollar price)
        </span>
      )}
    </p>
  );
}
