import { Plus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { CubeGrid } from '../components/cubes/cube-grid';
import { Button } from '../components/ui/button';
import { Panel, PanelTitle } from '../components/ui/panel';
import { FollowedUpdatesPanel } from '../features/dashboard/followed-updates-panel';
import { QuickActions } from '../features/dashboard/quick-actions';
import { RecentActivityPanel } from '../features/dashboard/recent-activity-panel';
import { UnreadNotificationsPanel } from '../features/dashboard/unread-notifications-panel';
import { WhenVisible } from '../features/dashboard/when-visible';
import { useMyCubes } from '../lib/my-cubes';
import { useSession } from '../lib/session';

// A lazy chunk, loaded when scrolled to: the dashboard's first load is at its bundle budget.
const RecentDraftsPanel = lazy(() => import('../features/dashboard/recent-drafts-panel'));

export default function DashboardPage() {
  const { data: session } = useSession();
  const user = session?.user;
  const cubes = useMyCubes(user?.id);
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Welcome back, {user?.username}</h1>
        <p className="mt-1 text-zinc-600">Your cubes, what changed lately and what needs your attention.</p>
      </div>
      <QuickActions />
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
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentActivityPanel userId={user?.id} />
        <div className="grid content-start gap-6">
          <UnreadNotificationsPanel userId={user?.id} />
          <FollowedUpdatesPanel userId={user?.id} />
        </div>
      </div>
      <WhenVisible label="recent-drafts">
        <Suspense fallback={null}>
          <RecentDraftsPanel userId={user?.id} />
        </Suspense>
      </WhenVisible>
    </div>
  );
}
