import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { ColourToggles, CubeSortSelect } from '../community/cube-filter-controls';
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
  const [draft, setDraft] = useState(value);
  const set = (patch: Partial<CubeFilters>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange(draft);
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Cube filters"
      className="flex flex-wrap items-end gap-3 rounded-lg border border-zinc-200 bg-white p-3"
    >
      <CubeSortSelect
        value={draft.sort}
        onChange={(sort) => {
          const next = { ...draft, sort };
          setDraft(next);
          onChange(next);
        }}
      />
      <div className="w-48">
        <Field
          label="Tags"
          value={draft.tags}
          onChange={(e) => set({ tags: e.target.value })}
          placeholder="pauper, vintage"
        />
      </div>
      <div className="w-24">
        <Field
          label="Min cards"
          type="number"
          min={0}
          value={draft.minSize}
          onChange={(e) => set({ minSize: e.target.value })}
        />
      </div>
      <div className="w-24">
        <Field
          label="Max cards"
          type="number"
          min={0}
          value={draft.maxSize}
          onChange={(e) => set({ maxSize: e.target.value })}
        />
      </div>
      <ColourToggles value={draft.colors} onChange={(colors) => set({ colors })} />
      <Button type="submit" variant="outline">
        Apply
      </Button>
    </form>
  );
}
