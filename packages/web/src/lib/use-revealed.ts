import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to render: the first `first` at once, all of them in a transition right
 * after. A 720-row list then paints its first screenful without waiting for the rest, and React
 * renders the rest in slices that leave the page answering clicks (bench:cube-page measured a
 * 720-card editor at 3.8 s to its first row when every row was rendered before the first paint).
 * Every row still ends up in the page, so find-in-page and tests see the whole list.
 */
export function useRevealed(total: number, first: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (!all && total > first) startTransition(() => setAll(true));
  }, [all, total, first]);
  return all ? total : Math.min(total, first);
}
