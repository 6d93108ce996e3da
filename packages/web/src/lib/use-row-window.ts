import { type Key, type RefObject, useLayoutEffect, useMemo, useState } from 'react';

// The rows of a scroll region that are in view, for lists whose rows have known heights (the cube
// list's table). TanStack Virtual does this and measures rows too, at 10 KB gzip: the cube page's first
// load could not afford it within its 150 KB budget (ADR 0074); the editor and the spoiler view, whose
// rows are measured or laid out in lanes, keep it.

/** One row to draw: its place in the list and its offset from the top. */
interface WindowRow {
  key: Key;
  index: number;
  start: number;
  size: number;
}

/** What VirtualRegion draws: the list's full height and the rows in view (TanStack's names). */
export interface RowWindow {
  getTotalSize(): number;
  getVirtualItems(): WindowRow[];
}

/** The first index whose row ends below `y` (rows' offsets ascending, `ends[i]` = bottom of row i). */
function firstEndingBelow(ends: Float64Array, y: number): number {
  let lo = 0;
  let hi = ends.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ends[mid]! > y) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The first and last index of the rows that meet [top, top + height), `overscan` more each side
 * (last < first when there are none); `ends[i]` is the bottom of row i.
 */
export function rowRange(
  ends: Float64Array,
  top: number,
  height: number,
  overscan: number,
): [number, number] {
  const first = Math.max(0, firstEndingBelow(ends, top) - overscan);
  const last = Math.min(ends.length - 1, firstEndingBelow(ends, top + height) + overscan);
  return [first, last];
}

/**
 * The rows of `count` in view of `scroller`, `overscan` more each side. `initialHeight` is the region's
 * height before it is laid out (lib/region-rect.ts), so the first render draws the rows its paint needs.
 */
export function useRowWindow({
  count,
  sizeOf,
  keyOf,
  scroller,
  overscan,
  initialHeight,
}: {
  count: number;
  sizeOf: (index: number) => number;
  keyOf: (index: number) => Key;
  scroller: RefObject<HTMLElement | null>;
  overscan: number;
  initialHeight: number;
}): RowWindow {
  const [view, setView] = useState({ top: 0, height: initialHeight });
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const update = () =>
      setView((v) =>
        v.top === el.scrollTop && v.height === el.clientHeight
          ? v
          : { top: el.scrollTop, height: el.clientHeight },
      );
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      resized.disconnect();
    };
  }, [scroller]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: sizes change only with the rows, counted by count and keyed by keyOf
  const ends = useMemo(() => {
    const out = new Float64Array(count);
    let y = 0;
    for (let i = 0; i < count; i++) {
      y += sizeOf(i);
      out[i] = y;
    }
    return out;
  }, [count, keyOf]);
  const total = count > 0 ? ends[count - 1]! : 0;
  const [first, last] = rowRange(ends, view.top, view.height, overscan);
  const rows: WindowRow[] = [];
  for (let i = first; i <= last; i++) {
    const start = i === 0 ? 0 : ends[i - 1]!;
    rows.push({ key: keyOf(i), index: i, start, size: ends[i]! - start });
  }
  return { getTotalSize: () => total, getVirtualItems: () => rows };
}
