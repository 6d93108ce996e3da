import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import type { Group } from './grouping';
import type { ListItem } from './list-item';
import type { ListViewKind } from './list-toolbar';
import { TableView } from './table-view';
import { TextView } from './text-view';

// The table is the list's first view; the spoiler's card frames and the curve load when chosen, so the
// cube page's first load stays within its budget (ADR 0074).
const SpoilerView = lazy(() => import('./spoiler-view').then((m) => ({ default: m.SpoilerView })));
const CurveView = lazy(() => import('./curve-view').then((m) => ({ default: m.CurveView })));

const loading = (
  <div role="status" aria-label="Loading the view" className="flex justify-center p-6">
    <Spinner />
  </div>
);

/** One board in the chosen view. */
export function ListView({
  view,
  items,
  groups,
  label,
}: {
  view: ListViewKind;
  items: ListItem[];
  groups: Group[];
  label: string;
}) {
  if (items.length === 0) return <p className="text-sm text-zinc-600">No cards match the filter.</p>;
  switch (view) {
    case 'table':
      return <TableView groups={groups} label={label} />;
    case 'spoiler':
      return (
        <Suspense fallback={loading}>
          <SpoilerView groups={groups} label={label} />
        </Suspense>
      );
    case 'curve':
      return (
        <Suspense fallback={loading}>
          <CurveView items={items} />
        </Suspense>
      );
    case 'text':
      return <TextView items={groups.flatMap((g) => g.subgroups.flatMap((s) => s.items))} label={label} />;
  }
}
