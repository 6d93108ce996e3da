import type { ReactNode, RefObject } from 'react';
import { cn } from '../../../lib/cn';
import type { RowWindow } from '../../../lib/use-row-window';

/**
 * A keyboard-scrollable region that draws only the rows in view, each placed at its offset; the list
 * views build their rows and the virtualizer (which needs this region as its scroll element).
 */
export function VirtualRegion({
  scroller,
  virtualizer,
  label,
  className,
  renderRow,
}: {
  scroller: RefObject<HTMLElement | null>;
  virtualizer: RowWindow;
  label: string;
  className: string;
  renderRow: (index: number) => ReactNode;
}) {
  return (
    <section
      ref={scroller}
      className={cn('overflow-auto rounded-lg border border-zinc-200 bg-white', className)}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll region must be keyboard scrollable
      tabIndex={0}
    >
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((v) => (
          <div
            key={v.key}
            className="absolute top-0 left-0 w-full"
            style={{ height: v.size, transform: `translateY(${v.start}px)` }}
          >
            {renderRow(v.index)}
          </div>
        ))}
      </div>
    </section>
  );
}
