import { formatRelativeTime } from '@cubewright/core/display';
import type { ActivityListResponse, ActivityStatsResponse, CubeDetail } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Panel, PanelTitle } from '../../../components/ui/panel';
import { Spinner } from '../../../components/ui/spinner';
import { api } from '../../../lib/api';
import { CubeDraftsPanel } from '../../draft/cube-drafts-panel';
import { cubeKey } from '../live/use-live-cube';
import { LoadError } from '../load-error';
import { statsBars } from './activity-stats';
import { BarList } from './bar-list';

function Stats({ stats }: { stats: ActivityStatsResponse }) {
  const bars = useMemo(() => statsBars(stats), [stats]);
  return (
    <Panel aria-labelledby="activity-stats-heading" className="grid gap-4">
      <div>
        <PanelTitle id="activity-stats-heading">Last 30 days</PanelTitle>
        <p className="text-sm text-zinc-600">
          {stats.total} changes since {new Date(stats.since).toLocaleDateString()}
        </p>
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">By action</h3>
        <BarList bars={bars.byAction} label="Changes by action" />
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold">By person</h3>
        <BarList bars={bars.byUser} label="Changes by person" />
      </div>
    </Panel>
  );
}

/** The activity tab: the latest 50 entries (or 20 of one person) and the 30-day statistics. */
export default function ActivityTab({ cube }: { cube: CubeDetail }) {
  const id = useId();
  const path = `/api/cubes/${encodeURIComponent(cube.id)}/activity`;
  const [userId, setUserId] = useState('');
  const entries = useQuery({
    queryKey: [...cubeKey(cube.id), 'activity', userId],
    queryFn: () => api<ActivityListResponse>(userId ? `${path}?userId=${encodeURIComponent(userId)}` : path),
  });
  const stats = useQuery({
    queryKey: [...cubeKey(cube.id), 'activity-stats'],
    queryFn: () => api<ActivityStatsResponse>(`${path}/stats`),
  });
  // People to filter by: everyone in the stats, plus the owner and collaborators.
  const people = useMemo(() => {
    const map = new Map<string, string>([[cube.owner.id, cube.owner.username]]);
    for (const c of cube.collaborators) map.set(c.userId, c.username);
    for (const u of stats.data?.byUser ?? []) map.set(u.userId, u.username);
    return [...map].sort((a, b) => a[1].localeCompare(b[1]));
  }, [cube, stats.data]);
  const now = Date.now();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <section aria-labelledby="activity-heading" className="grid content-start gap-3">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="activity-heading" className="text-lg font-semibold">
            Activity
          </h2>
          <div className="grid gap-1">
            <label htmlFor={id} className="text-xs font-medium text-zinc-700">
              Filter by person
            </label>
            <select
              id={id}
              value={userId}
              onChange={(e) => setUserId(e.target.value)}
              className="h-8 rounded-md border border-zinc-300 bg-white px-2 text-sm"
            >
              <option value="">Everyone (latest 50)</option>
              {people.map(([uid, name]) => (
                <option key={uid} value={uid}>
                  {name} (latest 20)
                </option>
              ))}
            </select>
          </div>
        </div>
        {entries.isLoading ? (
          <div role="status" className="flex items-center gap-2 text-zinc-700">
            <Spinner /> Loading activity...
          </div>
        ) : !entries.data ? (
          <LoadError what="the activity" error={entries.error} retry={() => void entries.refetch()} />
        ) : entries.data.entries.length === 0 ? (
          <p className="text-sm text-zinc-600">No activity yet.</p>
        ) : (
          <ol className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 bg-white">
            {entries.data.entries.map((e) => (
              <li
                key={e.id}
                className="flex flex-wrap items-baseline justify-between gap-x-3 px-3 py-2 text-sm"
              >
                <span className="text-zinc-900">{e.summary}</span>
                <time
                  dateTime={e.timestamp}
                  title={new Date(e.timestamp).toLocaleString()}
                  className="text-xs text-zinc-600"
                >
                  {formatRelativeTime(e.timestamp, now)}
                </time>
              </li>
            ))}
          </ol>
        )}
      </section>
      {stats.data ? (
        <Stats stats={stats.data} />
      ) : stats.isLoading ? (
        <div role="status" className="flex items-center gap-2 text-zinc-700">
          <Spinner /> Loading statistics...
        </div>
      ) : (
        <LoadError what="the statistics" error={stats.error} />
      )}
      <CubeDraftsPanel cubeId={cube.id} />
    </div>
  );
}
