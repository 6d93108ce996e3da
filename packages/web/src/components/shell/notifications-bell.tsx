import { formatBadgeCount } from '@cubewright/core/display';
import { Bell } from 'lucide-react';
import { Link } from 'react-router';
import { useLiveNotifications } from '../../features/notifications/live';
import { useSession } from '../../lib/session';

/**
 * The top bar's bell with the unread count, `shown` on phones: there the sidebar (and its
 * Notifications badge) is a sheet that stays closed, so the count would be out of sight. It keeps the
 * live notifications subscribed at every width, as the top bar is always there and the sheet is not.
 */
export function NotificationsBell({ shown }: { shown: boolean }) {
  const { data: session } = useSession();
  const user = session?.user ?? null;
  useLiveNotifications(user?.id);
  if (!user || !shown) return null;
  const badge = formatBadgeCount(session?.unreadCount ?? 0);
  return (
    <Link
      to="/notifications"
      aria-label={badge ? `Notifications (${badge} unread)` : 'Notifications'}
      data-testid="top-bar-notifications"
      className="relative ml-auto flex size-9 shrink-0 items-center justify-center rounded-md text-zinc-700 outline-none hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand"
    >
      <Bell className="size-5" aria-hidden="true" />
      {badge && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-semibold text-white"
        >
          {badge}
        </span>
      )}
    </Link>
  );
}
