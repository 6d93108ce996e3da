import { COMMUNITY_SORTS, type CommunitySort } from '@cubewright/core/protocol';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { PagedList } from '../community/paged-list';
import { useCardCubes } from './api';
import { browseParams, type SearchState } from './search-state';

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

type CubeFilters = Pick<SearchState, 'sort' | 'tags' | 'colors' | 'minSize' | 'maxSize'>;

/** Sort and filters of the cubes tab (the text comes from the search box above). */
function CubeFilterBar({ value, onChange }: { value: CubeFilters; onChange: (f: CubeFilters) => void }) {
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

/** "Cubes containing this card": the public cubes whose list holds one card. */
function CubesWithCard({ cardId, onClear }: { cardId: string; onClear: () => void }) {
  const q = useCardCubes(cardId);
  if (q.isLoading) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-600">
        <Spinner /> Loading cubes...
      </p>
    );
  }
  if (q.error || !q.data) {
    return (
      <p role="alert" className="text-sm text-red-800">
        Cubes could not be loaded: {q.error?.message ?? 'no answer'}
      </p>
    );
  }
  const { card, cubes, total } = q.data;
  return (
    <section className="grid gap-3" aria-label={`Public cubes containing ${card.name}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-zinc-900">
          Public cubes containing {card.name} ({total})
        </h2>
        <Button variant="outline" size="sm" onClick={onClear}>
          Search all cubes
        </Button>
      </div>
      {cubes.length === 0 ? (
        <p className="text-sm text-zinc-700">No public cube contains this card.</p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {cubes.map((c) => (
            <li key={c.id} className="rounded-md border border-zinc-200 bg-white p-3">
              <Link
                to={`/cubes/${encodeURIComponent(c.id)}`}
                className="font-medium text-brand hover:underline"
              >
                {c.name}
              </Link>
              <p className="text-xs text-zinc-600">
                by {c.owner.username} · {c.cardCount} cards
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The cubes tab: public cubes matching the text (community browse), or those containing one card. */
export function CubeResults({
  state,
  onChange,
}: {
  state: SearchState;
  onChange: (patch: Partial<SearchState>) => void;
}) {
  if (state.card) return <CubesWithCard cardId={state.card} onClear={() => onChange({ card: '' })} />;
  const filters: CubeFilters = {
    sort: state.sort,
    tags: state.tags,
    colors: state.colors,
    minSize: state.minSize,
    maxSize: state.maxSize,
  };
  return (
    <div className="grid gap-4">
      <CubeFilterBar key={JSON.stringify(filters)} value={filters} onChange={onChange} />
      <PagedList
        list="browse"
        params={browseParams(state)}
        empty={
          state.q.trim()
            ? `No public cube matches "${state.q.trim()}".`
            : 'No public cube matches these filters.'
        }
      />
    </div>
  );
}
