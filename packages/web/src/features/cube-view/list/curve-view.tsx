import { useMemo } from 'react';
import { useRevealed } from '../../../lib/use-revealed';
import { CardName } from '../card-preview';
import { curveLayout } from './curve';
import type { ListItem } from './list-item';

const CATEGORY_LABELS: Record<string, string> = {
  white: 'White',
  blue: 'Blue',
  black: 'Black',
  red: 'Red',
  green: 'Green',
  multicolor: 'Multicolour',
  colorless: 'Colourless',
};

function Names({ items }: { items: ListItem[] }) {
  return (
    <ul className="grid gap-0.5">
      {items.map((item) => (
        <li key={item.entry.id} className="flex min-w-0 text-xs" title={item.card.name}>
          <CardName card={item.card} imageUri={item.imageUri} />
        </li>
      ))}
    </ul>
  );
}

/** The curve view: per colour, a column of card names for each mana value (0 to 7+); lands apart. */
export function CurveView({ items }: { items: ListItem[] }) {
  const layout = useMemo(() => curveLayout(items), [items]);
  // Every name of the cube is on this view (720 buttons): the first colour, which fills a laptop's
  // screen on a cube of that size, paints at once; the rest (and the lands, counted as one more line)
  // right after.
  const lines = useRevealed(layout.lines.length + 1, 1);
  return (
    <div className="grid gap-6" data-testid="curve-view">
      {layout.lines.slice(0, lines).map((line) => (
        <section key={line.category} aria-label={`${CATEGORY_LABELS[line.category]} curve`}>
          <h3 className="mb-2 font-semibold text-zinc-900">
            {CATEGORY_LABELS[line.category]} ({line.total})
          </h3>
          {/* Two, four or all eight mana-value columns by the width the section has (a container query,
              so an open sidebar counts): "as many 7rem columns as fit" put 7+ on a second row at 1280 px,
              and a fixed eight at any width made columns overlap on a phone. Names truncate, with the
              full name in their tooltip. */}
          <div className="@container rounded-lg border border-zinc-200 bg-white p-2">
            <div
              className="grid grid-cols-2 gap-x-3 gap-y-4 @sm:grid-cols-4 @3xl:grid-cols-8"
              data-testid="curve-columns"
            >
              {line.columns.map((column, i) => (
                <div key={layout.buckets[i]} className="min-w-0">
                  <p className="mb-1 border-b border-zinc-200 text-xs font-semibold text-zinc-700">
                    {layout.buckets[i]} <span className="font-normal text-zinc-500">({column.length})</span>
                  </p>
                  <Names items={column} />
                </div>
              ))}
            </div>
          </div>
        </section>
      ))}
      {layout.lands.length > 0 && lines > layout.lines.length && (
        <section aria-label="Lands">
          <h3 className="mb-2 font-semibold text-zinc-900">Lands ({layout.lands.length})</h3>
          <div className="columns-2 gap-4 rounded-lg border border-zinc-200 bg-white p-2 md:columns-4">
            <Names items={layout.lands} />
          </div>
        </section>
      )}
    </div>
  );
}
