import type { CommunitySort } from '@cubewright/core/protocol';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { ColourToggles, CubeSortSelect } from './cube-filter-controls';

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
  const [draft, setDraft] = useState<BrowseParams>(value);
  const set = (patch: BrowseParams) => setDraft((d) => ({ ...d, ...patch }));
  const colors = draft.colors ?? '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange(draft);
  };
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
        <Field
          label="Min cards"
          type="number"
          min={0}
          value={draft.minSize ?? ''}
          onChange={(e) => set({ minSize: e.target.value })}
        />
        <Field
          label="Max cards"
          type="number"
          min={0}
          value={draft.maxSize ?? ''}
          onChange={(e) => set({ maxSize: e.target.value })}
        />
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <ColourToggles value={colors} onChange={(next) => set({ colors: next })} />
        <CubeSortSelect
          value={(draft.sort ?? 'updated') as CommunitySort}
          onChange={(sort) => {
            const next = { ...draft, sort };
            setDraft(next);
            onChange(next);
          }}
        />
        <Button type="submit">Apply filters</Button>
      </div>
    </form>
  );
}
