import { CurveView } from './curve-view';
import type { Group } from './grouping';
import type { ListItem } from './list-item';
import type { ListViewKind } from './list-toolbar';
import { SpoilerView } from './spoiler-view';
import { TableView } from './table-view';
import { TextView } from './text-view';

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
      return <SpoilerView groups={groups} label={label} />;
    case 'curve':
      return <CurveView items={items} />;
    case 'text':
      return <TextView items={groups.flatMap((g) => g.subgroups.flatMap((s) => s.items))} label={label} />;
  }
}
