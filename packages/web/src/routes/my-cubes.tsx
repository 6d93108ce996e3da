import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { CubeGrid } from '../components/cubes/cube-grid';
import { Button } from '../components/ui/button';
import { useMyCubes } from '../lib/my-cubes';
import { useSession } from '../lib/session';

export default function MyCubesPage() {
  const { data: session } = useSession();
  const cubes = useMyCubes(session?.user?.id);
  return (
    <div className="mx-auto grid max-w-6xl gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-2xl font-semibold">My Cubes</h1>
          <p className="text-sm text-zinc-600">Cubes you own and cubes you help edit.</p>
        </div>
        <Button asChild>
          <Link to="/cubes/create">
            <Plus className="size-4" aria-hidden="true" /> Create a cube
          </Link>
        </Button>
      </div>
      <CubeGrid cubes={cubes.data?.cubes} loading={cubes.isLoading} error={cubes.isError} />
    </div>
  );
}
