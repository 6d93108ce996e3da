import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import {
  CardCountRange,
  ColourToggles,
  CubeSortSelect,
  useFilterDraft,
} from '../community/cube-filter-controls';
import type { SearchState } from './search-state';

export type CubeFilters = Pick<SearchState, 'sort' | 'tags' | 'colors' | 'minSize' | 'maxSize'>;

/** Sort and filters of the cubes tab (the text comes from the search box above). */
export function CubeFilterBar({
  value,
  onChange,
}: {
  value: CubeFilters;
  onChange: (f: CubeFilters) => void;
}) {
  const { draft, set, submit, sortNow } = useFilterDraft(value, onChange);
  return (
    <form
      onSubmit={submit}
      aria-label="Cube filters"
      className="flex flex-wrap items-end gap-3 rounded-lg border border-zinc-200 bg-white p-3"
    >
      <CubeSortSelect value={draft.sort} onChange={sortNow} />
      <div className="w-48">
        <Field
          label="Tags"
          value={draft.tags}
          onChange={(e) => set({ tags: e.target.value })}
          placeholder="pauper, vintage"
        />
      </div>
      <CardCountRange value={draft} onChange={set} className="w-24" />
      <ColourToggles value={draft.colors} onChange={(colors) => set({ colors })} />
      <Button type="submit" variant="outline">
        Apply
      </Button>
    </form>
  );
}
