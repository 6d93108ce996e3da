import { formatRelativeTime } from '@cubewright/core/display';
import type { MyCubesResponse } from '@cubewright/core/protocol';
import { Boxes, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';

type MyCube = MyCubesResponse['cubes'][number];

/** The user's cubes as cards linking to each cube, with an empty state inviting to create one. */
export function CubeGrid({
  cubes,
  loading,
  error,
}: {
  cubes: MyCube[] | undefined;
  loading: boolean;
  error: boolean;
}) {
  if (loading) {
    return (
      <div className="flex items-center gap-2 text-sm text-zinc-600" role="status">
        <Spinner /> Loading your cubes...
      </div>
    );
  }
  if (error)
    return <p className="text-sm text-red-800">Your cubes could not be loaded. Please reload the page.</p>;
  if (!cubes || cubes.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-zinc-300 p-6">
        <p className="text-zinc-700">
          You have no cubes yet. Create your first one, or import a list you already have.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to="/cubes/create">
              <Plus className="size-4" aria-hidden="true" /> Create a cube
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/tools/import-cube">Import a cube</Link>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      {cubes.map((cube) => (
        <li key={cube.id}>
          <Link
            to={`/cubes/${encodeURIComponent(cube.id)}`}
            className="flex gap-3 rounded-lg border border-zinc-200 bg-white p-3 hover:border-brand focus-visible:outline-2 focus-visible:outline-brand"
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-md bg-zinc-100 text-zinc-600">
              <Boxes className="size-5" aria-hidden="true" />
            </span>
            <span className="grid min-w-0 gap-0.5">
              <span className="truncate font-medium text-zinc-900">{cube.name}</span>
              <span className="text-xs text-zinc-600">
                {cube.cardCount} / {cube.size} cards · {cube.visibility}
                {cube.role !== 'owner' ? ` · ${cube.role}` : ''}
              </span>
              <span className="text-xs text-zinc-600">Updated {formatRelativeTime(cube.updatedAt)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
