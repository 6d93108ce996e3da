import { isUnread, NOTIFICATION_MESSAGES } from '@cubewright/core/protocol';
import { Bell, CheckCheck } from 'lucide-react';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { useNotificationActions, useNotifications } from '../features/notifications/api';
import { NotificationItem } from '../features/notifications/notification-item';

/** /notifications: the latest 50, both kinds merged newest first; live through the user's socket. */
export default function NotificationsPage() {
  const list = useNotifications();
  const { markRead, markAllRead, remove } = useNotificationActions();
  const items = list.data?.notifications ?? [];
  const unread = items.filter(isUnread).length;
  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-2xl font-semibold">Notifications</h1>
          <p className="mt-1 text-zinc-600">Updates from the cubes you follow, and announcements.</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={unread === 0 || markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          <CheckCheck className="size-4" aria-hidden="true" /> Mark all as read
        </Button>
      </div>
      {list.isLoading ? (
        <p role="status" className="flex items-center gap-2 text-sm text-zinc-600">
          <Spinner /> Loading notifications...
        </p>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {NOTIFICATION_MESSAGES.load}
        </p>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-zinc-300 bg-white p-10 text-center">
          <Bell className="size-8 text-zinc-500" aria-hidden="true" />
          <p className="text-zinc-700">No notifications yet. Follow a cube to hear about its changes.</p>
        </div>
      ) : (
        <ul className="grid gap-2" aria-label="Notifications">
          {items.map((n) => (
            <NotificationItem
              key={n.id}
              n={n}
              onRead={() => markRead.mutate(n.id)}
              onDelete={() => remove.mutate(n.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
