import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { PagedList } from '../community/paged-list';
import { useCardCubes } from './api';
import { CubeFilterBar, type CubeFilters } from './cube-filter-bar';
import { browseParams, type SearchState } from './search-state';

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
