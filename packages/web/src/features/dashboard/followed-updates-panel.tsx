import { formatRelativeTime } from '@cubewright/core/display';
import { Link } from 'react-router';
import { Panel, PanelTitle } from '../../components/ui/panel';
import { recentFollowedUpdates } from './dashboard-data';
import { useFollowing } from './dashboard-queries';
import { PanelState } from './panel-state';

/** "Recent updates from cubes you follow": the latest update of each followed cube. */
export function FollowedUpdatesPanel({ userId }: { userId: string | undefined }) {
  const following = useFollowing(userId);
  const updates = recentFollowedUpdates(following.data);
  const followsNone = (following.data?.cubes.length ?? 0) === 0;
  return (
    <Panel aria-labelledby="followed-updates-heading">
      <div className="flex items-center justify-between gap-2">
        <PanelTitle id="followed-updates-heading">Recent updates from cubes you follow</PanelTitle>
        <Link to="/community/following" className="text-sm text-brand-dark underline">
          All followed cubes
        </Link>
      </div>
      <PanelState
        loading={following.isLoading}
        error={following.error}
        empty={
          followsNone
            ? 'You do not follow any cube yet. Follow cubes from the community pages to see their updates here.'
            : updates.length === 0
              ? 'No updates yet from the cubes you follow.'
              : null
        }
      >
        <ul className="mt-3 divide-y divide-zinc-100">
          {updates.map((u) => (
            <li key={u.cubeId} className="py-2">
              <Link to={`/cubes/${u.cubeId}`} className="font-medium text-zinc-900 hover:underline">
                {u.cubeName}
              </Link>
              <span className="ml-2 text-xs text-zinc-500">{formatRelativeTime(u.at)}</span>
              <p className="text-sm text-zinc-700">{u.title}</p>
            </li>
          ))}
        </ul>
      </PanelState>
    </Panel>
  );
}
