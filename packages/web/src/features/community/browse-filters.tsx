import type { CommunitySort } from '@cubewright/core/protocol';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { CardCountRange, ColourToggles, CubeSortSelect, useFilterDraft } from './cube-filter-controls';

export interface BrowseParams {
  sort?: string;
  q?: string;
  tags?: string;
  colors?: string;
  minSize?: string;
  maxSize?: string;
}

/** Sort, search, tags, size range and colour filters of /community/browse (applied on submit). */
export function BrowseFilters({
  value,
  onChange,
}: {
  value: BrowseParams;
  onChange: (next: BrowseParams) => void;
}) {
  const { draft, set, submit, sortNow } = useFilterDraft(value, onChange);
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-lg border border-zinc-200 bg-white p-4"
      aria-label="Filters"
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          label="Search"
          value={draft.q ?? ''}
          onChange={(e) => set({ q: e.target.value })}
          placeholder="Name or description"
        />
        <Field
          label="Tags"
          value={draft.tags ?? ''}
          onChange={(e) => set({ tags: e.target.value })}
          placeholder="pauper, vintage"
          hint="Comma-separated; a cube must have all of them"
        />
        <CardCountRange value={draft} onChange={set} />
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <ColourToggles value={draft.colors ?? ''} onChange={(colors) => set({ colors })} />
        <CubeSortSelect value={(draft.sort ?? 'updated') as CommunitySort} onChange={sortNow} />
        <Button type="submit">Apply filters</Button>
      </div>
    </form>
  );
}
