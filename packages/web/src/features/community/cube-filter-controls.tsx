import { COMMUNITY_SORTS, type CommunitySort } from '@cubewright/core/protocol/list-options';
import { type FormEvent, useState } from 'react';
import { Field } from '../../components/ui/field';
import { cn } from '../../lib/cn';

// Shared by the community browse filters and the search page's cubes tab, which filter the same lists.
const SORT_LABELS: Record<CommunitySort, string> = {
  updated: 'Last updated',
  followers: 'Most followed',
  likes: 'Most liked',
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

/** The "Sort by" select of a list of cubes; a change applies at once. */
export function CubeSortSelect({
  value,
  onChange,
}: {
  value: CommunitySort;
  onChange: (sort: CommunitySort) => void;
}) {
  return (
    <label className="grid gap-1 text-sm font-medium text-zinc-800">
      Sort by
      <select
        className="h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm"
        value={value}
        onChange={(e) => onChange(e.target.value as CommunitySort)}
      >
        {COMMUNITY_SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Five toggle buttons for the colours a cube must have; `value` holds their letters ("WU"). */
export function ColourToggles({ value, onChange }: { value: string; onChange: (colors: string) => void }) {
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="mb-1 text-sm font-medium text-zinc-800">Colours</legend>
      {COLORS.map(([letter, name]) => {
        const on = value.includes(letter);
        return (
          <button
            key={letter}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(on ? value.replace(letter, '') : value + letter)}
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
  );
}

/**
 * Filters edited as a draft and applied on submit, except the sort, which applies at once (with the
 * rest of the draft, as the person sees it).
 */
export function useFilterDraft<T extends { sort?: string }>(value: T, onChange: (next: T) => void) {
  const [draft, setDraft] = useState(value);
  const set = (patch: Partial<T>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange(draft);
  };
  const sortNow = (sort: CommunitySort) => {
    const next = { ...draft, sort };
    setDraft(next);
    onChange(next);
  };
  return { draft, set, submit, sortNow };
}

const RANGE_FIELDS = [
  ['minSize', 'Min cards'],
  ['maxSize', 'Max cards'],
] as const;

/** The "Min cards" and "Max cards" fields of a size range; `className` is each field's box. */
export function CardCountRange({
  value,
  onChange,
  className,
}: {
  value: { minSize?: string; maxSize?: string };
  onChange: (range: { minSize?: string; maxSize?: string }) => void;
  className?: string;
}) {
  return RANGE_FIELDS.map(([key, label]) => (
    <div key={key} className={className}>
      <Field
        label={label}
        type="number"
        min={0}
        value={value[key] ?? ''}
        onChange={(e) => onChange({ [key]: e.target.value })}
      />
    </div>
  ));
}
