import type { CommunityCube } from '@cubewright/core/protocol';
import { Compass } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { CubeTile } from './cube-tile';

/** A grid of community tiles with loading, error, empty and "Load more" states. */
export function CubeList({
  cubes,
  loading,
  error,
  empty,
  hasMore,
  loadingMore,
  onMore,
}: {
  cubes: CommunityCube[];
  loading: boolean;
  error: Error | null;
  empty: string;
  hasMore?: boolean;
  loadingMore?: boolean;
  onMore?: () => void;
}) {
  if (loading) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-600">
        <Spinner /> Loading cubes...
      </p>
    );
  }
  if (error)
    return (
      <p role="alert" className="text-sm text-red-800">
        Cubes could not be loaded: {error.message}
      </p>
    );
  if (cubes.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-zinc-300 bg-white p-10 text-center">
        <Compass className="size-8 text-zinc-500" aria-hidden="true" />
        <p className="text-zinc-700">{empty}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Cubes">
        {cubes.map((c) => (
          <CubeTile key={c.id} cube={c} />
        ))}
      </ul>
      {hasMore && (
        <Button variant="outline" className="justify-self-center" disabled={loadingMore} onClick={onMore}>
          {loadingMore ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
