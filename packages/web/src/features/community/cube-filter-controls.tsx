import { COMMUNITY_SORTS, type CommunitySort } from '@cubewright/core/protocol';
import { cn } from '../../lib/cn';

// Shared by the community browse filters and the search page's cubes tab, which filter the same lists.
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
