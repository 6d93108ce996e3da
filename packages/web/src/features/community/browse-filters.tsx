import { COMMUNITY_SORTS, type CommunitySort } from '@cubewright/core/protocol';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { cn } from '../../lib/cn';

export interface BrowseParams {
  sort?: string;
  q?: string;
  tags?: string;
  colors?: string;
  minSize?: string;
  maxSize?: string;
}

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
        <fieldset className="flex items-center gap-1">
          <legend className="mb-1 text-sm font-medium text-zinc-800">Colours</legend>
          {COLORS.map(([letter, name]) => {
            const on = colors.includes(letter);
            return (
              <button
                key={letter}
                type="button"
                aria-pressed={on}
                onClick={() => set({ colors: on ? colors.replace(letter, '') : colors + letter })}
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
        <label className="grid gap-1 text-sm font-medium text-zinc-800">
          Sort by
          <select
            className="h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm"
            value={draft.sort ?? 'updated'}
            onChange={(e) => {
              const next = { ...draft, sort: e.target.value };
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
        <Button type="submit">Apply filters</Button>
      </div>
    </form>
  );
}
