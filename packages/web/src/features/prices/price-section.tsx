import { boardName } from '@cubewright/core/cube';
import { CURRENCIES, type Currency, formatPrice } from '@cubewright/core/prices';
import type { CubeDetail } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Label, selectClass } from '../../components/ui/input';
import { Panel, PanelDescription, PanelTitle } from '../../components/ui/panel';
import { Spinner } from '../../components/ui/spinner';
import { CATEGORY_NAMES } from '../cube-view/analytics/chart-data';
import { CheapestSwapsPanel } from './cheapest-swaps-panel';
import { CostTable } from './cost-table';
import { cubePricesQuery } from './prices-api';

const CURRENCY_NAMES: Record<Currency, string> = { usd: 'US dollars', eur: 'Euros', tix: 'MTGO tickets' };

/** The analytics tab's prices: the cube's cost by colour, type and board, and the cheapest-printing swaps. */
export default function PriceSection({ cube }: { cube: CubeDetail }) {
  const prices = useQuery(cubePricesQuery(cube.id));
  const [currency, setCurrency] = useState<Currency>('usd');
  const id = useId();
  const body = () => {
    if (prices.isPending)
      return (
        <p role="status" className="flex items-center gap-2 text-sm text-zinc-700">
          <Spinner /> Loading prices...
        </p>
      );
    if (prices.isError) return <p className="text-sm text-zinc-700">Prices could not be loaded.</p>;
    const data = prices.data;
    if (!data.hasPriceData)
      return (
        <p className="text-sm text-zinc-700" data-testid="price-analytics">
          No price data: the loaded card data carries no prices (a Scryfall bulk file brings them with each
          card-data sync).
        </p>
      );
    const line = data.total[currency];
    return (
      <div className="grid gap-4" data-testid="price-analytics">
        <p className="text-sm text-zinc-700">
          <strong className="text-base text-zinc-900">{formatPrice(line.total, currency)}</strong> for{' '}
          {line.priced} of {line.priced + line.missing} cards on every board
          {line.missing > 0 && ` (${line.missing} without a price)`}, by chosen printings and finishes,
          cheapest printing where none is chosen.
        </p>
        <div className="grid gap-4 md:grid-cols-3">
          <CostTable
            title="By colour"
            rows={data.byColor}
            currency={currency}
            labelOf={(k) => CATEGORY_NAMES[k] ?? k}
          />
          <CostTable title="By type" rows={data.byType} currency={currency} labelOf={(k) => k} />
          <CostTable
            title="By board"
            rows={data.byBoard}
            currency={currency}
            labelOf={(k) => boardName(k, cube.boards)}
          />
        </div>
        <CheapestSwapsPanel cube={cube} currency={currency} />
      </div>
    );
  };
  return (
    <Panel className="grid gap-3" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <PanelTitle id={`${id}-title`}>Prices</PanelTitle>
          <PanelDescription>What the cube costs, from Scryfall's prices.</PanelDescription>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={id}>Currency</Label>
          <select
            id={id}
            className={selectClass}
            value={currency}
            onChange={(e) => setCurrency(e.target.value as Currency)}
          >
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {CURRENCY_NAMES[c]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {body()}
    </Panel>
  );
}
