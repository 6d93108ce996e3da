import { formatRelativeTime } from '@cubewright/core/display';
import { Link } from 'react-router';
import { Panel, PanelTitle } from '../../components/ui/panel';
import { DASHBOARD_ACTIVITY_LIMIT } from './dashboard-data';
import { useMyActivity } from './dashboard-queries';
import { PanelState } from './panel-state';

/** "Recent activity": the first 10 entries across the user's cubes, with relative times. */
export function RecentActivityPanel({ userId }: { userId: string | undefined }) {
  const activity = useMyActivity(userId);
  const entries = (activity.data?.entries ?? []).slice(0, DASHBOARD_ACTIVITY_LIMIT);
  return (
    <Panel aria-labelledby="recent-activity-heading">
      <PanelTitle id="recent-activity-heading">Recent activity</PanelTitle>
      <PanelState
        loading={activity.isLoading}
        error={activity.error}
        empty={entries.length === 0 ? 'Nothing has happened on your cubes yet.' : null}
      >
        {/* The summary already names who did it ("alice added Lightning Bolt"). */}
        <ol className="mt-3 divide-y divide-zinc-100">
          {entries.map((e) => (
            <li key={e.id} className="flex flex-wrap items-baseline gap-x-2 py-2 text-sm">
              <span className="text-zinc-700">{e.summary}</span>
              {e.cubeName && (
                <Link to={`/cubes/${e.cubeId}`} className="text-brand-dark hover:underline">
                  {e.cubeName}
                </Link>
              )}
              <time dateTime={e.timestamp} className="ml-auto text-xs text-zinc-500">
                {formatRelativeTime(e.timestamp)}
              </time>
            </li>
          ))}
        </ol>
      </PanelState>
    </Panel>
  );
}
