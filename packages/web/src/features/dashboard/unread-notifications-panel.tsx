import { formatRelativeTime } from '@cubewright/core/display';
import { Link } from 'react-router';
import { Panel, PanelTitle } from '../../components/ui/panel';
import { unreadPreview } from './dashboard-data';
import { useDashboardNotifications } from './dashboard-queries';
import { PanelState } from './panel-state';

/** "Unread notifications": the unread count and the newest few, linking to /notifications. */
export function UnreadNotificationsPanel({ userId }: { userId: string | undefined }) {
  const list = useDashboardNotifications(userId);
  const unread = list.data?.unreadCount ?? 0;
  const preview = unreadPreview(list.data?.notifications);
  return (
    <Panel aria-labelledby="unread-heading">
      <div className="flex items-center justify-between gap-2">
        <PanelTitle id="unread-heading">Unread notifications</PanelTitle>
        <Link to="/notifications" className="text-sm text-brand-dark underline">
          View all notifications
        </Link>
      </div>
      <PanelState
        loading={list.isLoading}
        error={list.error}
        empty={unread === 0 ? 'You are all caught up: no unread notifications.' : null}
      >
        <p className="mt-2 text-sm text-zinc-700" data-testid="unread-count">
          {unread} unread
        </p>
        <ul className="mt-2 divide-y divide-zinc-100">
          {preview.map((n) => (
            <li key={n.id} className="py-2 text-sm">
              <span className="font-medium text-zinc-900">{n.title}</span>
              <span className="ml-2 text-xs text-zinc-500">{formatRelativeTime(n.createdAt)}</span>
              <p className="line-clamp-2 text-zinc-700">{n.message}</p>
            </li>
          ))}
        </ul>
      </PanelState>
    </Panel>
  );
}
