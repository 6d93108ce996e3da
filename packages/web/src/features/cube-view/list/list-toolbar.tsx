import { useId } from 'react';
import { cn } from '../../../lib/cn';
import { GROUP_KEYS, type GroupKey, KEY_LABELS, SORT_KEYS, type SortKey } from './grouping';

export const LIST_VIEWS = [
  ['table', 'Table'],
  ['spoiler', 'Visual spoiler'],
  ['curve', 'Curve'],
  ['text', 'Plain text'],
] as const;
export type ListViewKind = (typeof LIST_VIEWS)[number][0];

export interface ListOptions {
  view: ListViewKind;
  groupBy: GroupKey;
  /** The second level of grouping (table and spoiler), or none. */
  subBy: GroupKey | null;
  sortBy: SortKey;
  /** The board shown: `main` (with the maybeboard apart), `maybe`, or an extra board's id. */
  board: string;
}

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1">
      <label htmlFor={id} className="text-xs font-medium text-zinc-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-8 w-full min-w-0 rounded-md border border-zinc-300 bg-white px-2 text-sm text-zinc-900"
      >
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
}

const groupOptions = GROUP_KEYS.map((k) => [k, KEY_LABELS[k]] as const);

/** View switcher and group/sort pickers. */
export function ListToolbar({
  options,
  onChange,
}: {
  options: ListOptions;
  onChange: (o: ListOptions) => void;
}) {
  const set = (patch: Partial<ListOptions>) => onChange({ ...options, ...patch });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-xs font-medium text-zinc-700">View</legend>
        <div className="inline-flex flex-wrap rounded-md border border-zinc-300 bg-white p-0.5">
          {LIST_VIEWS.map(([view, label]) => (
            <button
              key={view}
              type="button"
              aria-pressed={options.view === view}
              onClick={() => set({ view })}
              className={cn(
                'h-7 rounded px-2.5 text-sm whitespace-nowrap',
                options.view === view ? 'bg-brand text-white' : 'text-zinc-800 hover:bg-zinc-100',
              )}
            >
              {label}
            </button>
          ))}
        </div>
      </fieldset>
      {/* One row of three on a phone, so the list starts sooner. */}
      <div className="grid w-full grid-cols-3 gap-2 sm:flex sm:w-auto sm:gap-3">
        <Select
          label="Group by"
          value={options.groupBy}
          options={groupOptions}
          onChange={(v) => set({ groupBy: v as GroupKey })}
        />
        <Select
          label="Then by"
          value={options.subBy ?? 'none'}
          options={[['none', 'Nothing'], ...groupOptions]}
          onChange={(v) => set({ subBy: v === 'none' ? null : (v as GroupKey) })}
        />
        <Select
          label="Sort by"
          value={options.sortBy}
          options={SORT_KEYS.map((k) => [k, KEY_LABELS[k]] as const)}
          onChange={(v) => set({ sortBy: v as SortKey })}
        />
      </div>
    </div>
  );
}
