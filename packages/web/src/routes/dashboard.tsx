import { Bell, Compass, FileUp, Plus, Settings, Shuffle } from 'lucide-react';
import { Link } from 'react-router';
import { CubeGrid } from '../components/cubes/cube-grid';
import { Button } from '../components/ui/button';
import { Panel, PanelTitle } from '../components/ui/panel';
import { useMyCubes } from '../lib/my-cubes';
import { useSession } from '../lib/session';

const QUICK_LINKS = [
  { title: 'Browse all cubes', url: '/community/browse', icon: Compass },
  { title: 'Import a cube', url: '/tools/import-cube', icon: FileUp },
  { title: 'Draft or simulate', url: '/draft/multi', icon: Shuffle },
  { title: 'Notifications', url: '/notifications', icon: Bell },
  { title: 'Account settings', url: '/account/settings', icon: Settings },
];

export default function DashboardPage() {
  const { data: session } = useSession();
  const user = session?.user;
  const cubes = useMyCubes(user?.id);
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Welcome back, {user?.username}</h1>
        <p className="mt-1 text-zinc-600">Here are your cubes and the places you go most.</p>
      </div>
      <Panel aria-labelledby="my-cubes-heading">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
          <PanelTitle id="my-cubes-heading">My Cubes</PanelTitle>
          <Button asChild size="sm">
            <Link to="/cubes/create">
              <Plus className="size-4" aria-hidden="true" /> Create a cube
            </Link>
          </Button>
        </div>
        <CubeGrid cubes={cubes.data?.cubes} loading={cubes.isLoading} error={cubes.isError} />
      </Panel>
      <Panel aria-labelledby="quick-links-heading">
        <PanelTitle id="quick-links-heading">Quick links</PanelTitle>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
          {QUICK_LINKS.map(({ title, url, icon: Icon }) => (
            <li key={url}>
              <Link
                to={url}
                className="flex items-center gap-2 rounded-md border border-zinc-200 px-3 py-2 text-sm text-zinc-800 hover:border-brand focus-visible:outline-2 focus-visible:outline-brand"
              >
                <Icon className="size-4 text-brand-dark" aria-hidden="true" /> {title}
              </Link>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
