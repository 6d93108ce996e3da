import { COMMUNITY_SORTS, type CommunitySort } from '@cubewright/core/protocol';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { cn } from '../../lib/cn';
import type { SearchState } from './search-state';

const SORT_LABELS: Record<CommunitySort, string> = {
  updated: 'Last updated',
  followers: 'Most followed',
  name: 'Name',
  size: 'Size',
};
const COLORS = [
  ['W', 'White'],
  ['U', 'Blue'],
  ['B', 'Black'],
  ['R', 'Red'],
  ['G', 'Green'],
] as const;

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
      <label className="grid gap-1 text-sm font-medium text-zinc-800">
        Sort by
        <select
          className="h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm"
          value={draft.sort}
          onChange={(e) => {
            const next = { ...draft, sort: e.target.value as CommunitySort };
            setDraft(next);
            onChange(next);
          }}
        >
          {COMMUNITY_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
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
      <fieldset className="flex items-center gap-1">
        <legend className="mb-1 text-sm font-medium text-zinc-800">Colours</legend>
        {COLORS.map(([letter, name]) => {
          const on = draft.colors.includes(letter);
          return (
            <button
              key={letter}
              type="button"
              aria-pressed={on}
              onClick={() => set({ colors: on ? draft.colors.replace(letter, '') : draft.colors + letter })}
              className={cn(
                'h-8 rounded-md border px-2 text-sm',
                on ? 'border-brand bg-brand text-white' : 'border-zinc-300 bg-white text-zinc-800',
              )}
            >
              {name}
            </button>
          );
        })}
      </fieldset>
      <Button type="submit" variant="outline">
        Apply
      </Button>
    </form>
  );
}
