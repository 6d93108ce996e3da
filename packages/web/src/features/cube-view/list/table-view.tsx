import { formatPrice } from '@cubewright/core/prices';
import { useCallback, useMemo, useRef } from 'react';
import { ManaCost } from '../../../components/card/mana-symbol';
import { initialRegionRect } from '../../../lib/region-rect';
import { useRowWindow } from '../../../lib/use-row-window';
import { CardName } from '../card-preview';
import { HeaderRow } from './group-header-row';
import { flattenGroups, type Group, type Row } from './grouping';
import { VirtualRegion } from './virtual-region';

const ROW_HEIGHT = { group: 40, sub: 30, card: 30 } as const;

// The price column: the entry's dollar price (chosen printing and finish, else cheapest); a dash when the
// card has none or the data has no prices.
function PriceCell({ usd }: { usd: number | null | undefined }) {
  return (
    <span className="text-right font-mono text-xs tabular-nums text-zinc-800" title="Price (USD)">
      {usd == null ? '—' : formatPrice(usd, 'usd')}
    </span>
  );
}

function CardRow({ row }: { row: Extract<Row, { kind: 'card' }> }) {
  const { card, entry, imageUri } = row.item;
  // On a phone the tags give way to the price.
  return (
    <div className="grid h-full grid-cols-[minmax(0,2fr)_5rem_minmax(0,1.5fr)_4.5rem] items-center gap-2 border-b border-zinc-100 px-3 text-sm sm:grid-cols-[minmax(0,2fr)_6rem_minmax(0,2fr)_5rem_5rem] sm:gap-3">
      <CardName card={card} imageUri={imageUri} className="max-w-full justify-self-start text-zinc-900" />
      <span className="min-w-0 overflow-hidden">
        <ManaCost cost={card.manaCost} className="flex-nowrap" />
      </span>
      <span className="truncate text-zinc-700">{card.typeLine || 'Unknown card'}</span>
      <span className="hidden truncate text-xs text-zinc-600 sm:block" title={entry.tags.join(', ')}>
        {entry.tags.join(', ')}
      </span>
      <PriceCell usd={entry.prices?.usd} />
    </div>
  );
}

/**
 * The table view: one virtual list of group headers ("Red (84)"), subgroup headers and card rows, so a
 * 720-card cube renders a screenful of rows however long it is.
 */
export function TableView({ groups, label }: { groups: Group[]; label: string }) {
  const rows = useMemo(() => flattenGroups(groups), [groups]);
  const scroller = useRef<HTMLElement>(null);
  const keyOf = useCallback((i: number) => rows[i]!.key, [rows]);
  const virtualizer = useRowWindow({
    count: rows.length,
    sizeOf: (i) => ROW_HEIGHT[rows[i]!.kind],
    keyOf,
    scroller,
    overscan: 12,
    // max-h-[70vh] below, less the 1 px borders.
    initialHeight: initialRegionRect((h) => h * 0.7 - 2).height,
  });
  return (
    <VirtualRegion
      scroller={scroller}
      virtualizer={virtualizer}
      label={label}
      className="max-h-[70vh]"
      renderRow={(index) => {
        const row = rows[index]!;
        return row.kind === 'card' ? <CardRow row={row} /> : <HeaderRow row={row} />;
      }}
    />
  );
}
