import { useVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Card } from '../../../components/card/card';
import { CardLink } from '../../../components/card/card-link';
import type { Group } from './grouping';
import type { ListItem } from './list-item';
import { VirtualRegion } from './virtual-region';

type SpoilerRow =
  | { kind: 'header'; key: string; label: string }
  | { kind: 'cards'; key: string; items: ListItem[] };

const MIN_CARD_WIDTH = 170;
const GAP = 12;
const HEADER_HEIGHT = 40;

function useWidth(ref: React.RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState(900);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** The visual spoiler: card images (text cards offline) in rows, virtualised, with group headers. */
export function SpoilerView({ groups, label }: { groups: Group[]; label: string }) {
  const scroller = useRef<HTMLElement>(null);
  const width = useWidth(scroller);
  const columns = Math.max(2, Math.floor((width - 24 + GAP) / (MIN_CARD_WIDTH + GAP)));
  const cardHeight = (((width - 24 - GAP * (columns - 1)) / columns) * 680) / 488;
  const rows = useMemo(() => {
    const out: SpoilerRow[] = [];
    for (const g of groups) {
      out.push({ kind: 'header', key: `h:${g.label}`, label: `${g.label} (${g.count})` });
      const items = g.subgroups.flatMap((s) => s.items);
      for (let i = 0; i < items.length; i += columns) {
        out.push({ kind: 'cards', key: `r:${g.label}:${i}`, items: items.slice(i, i + columns) });
      }
    }
    return out;
  }, [groups, columns]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => (rows[i]!.kind === 'header' ? HEADER_HEIGHT : cardHeight + GAP),
    getItemKey: (i) => rows[i]!.key,
    overscan: 2,
  });
  // Row heights depend on the width: measure again when it changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: cardHeight is the trigger
  useLayoutEffect(() => virtualizer.measure(), [cardHeight, virtualizer]);
  return (
    <VirtualRegion
      scroller={scroller}
      virtualizer={virtualizer}
      label={label}
      className="max-h-[75vh] px-3"
      renderRow={(index) => {
        const row = rows[index]!;
        return row.kind === 'header' ? (
          <h3 className="pt-3 font-semibold text-zinc-900">{row.label}</h3>
        ) : (
          <ul
            className="grid"
            style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: GAP }}
          >
            {row.items.map((item) => (
              <li key={item.entry.id} data-card="">
                <CardLink cardId={item.card.id} className="block" aria-label={`${item.card.name}: card page`}>
                  <Card card={item.card} imageUri={item.imageUri} className="max-w-none" />
                </CardLink>
              </li>
            ))}
          </ul>
        );
      }}
    />
  );
}
