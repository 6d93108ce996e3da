import { formatRelativeTime } from '@cubewright/core/display';
import { isUnread, type Notification, notificationHref } from '@cubewright/core/protocol';
import { Bell, Boxes, Check, Megaphone, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';

/** One notification row: icon, title, message, time, link, and its read / delete buttons. */
export function NotificationItem({
  n,
  onRead,
  onDelete,
}: {
  n: Notification;
  onRead: () => void;
  onDelete: () => void;
}) {
  const unread = isUnread(n);
  const href = notificationHref(n);
  const Icon = n.kind === 'cube_update' ? Boxes : n.announcement ? Megaphone : Bell;
  const title = href ? (
    <Link
      to={href}
      onClick={unread ? onRead : undefined}
      className="font-medium text-zinc-900 hover:underline"
    >
      {n.title}
    </Link>
  ) : (
    <span className="font-medium text-zinc-900">{n.title}</span>
  );
  return (
    <li
      className={cn(
        'flex gap-3 rounded-lg border p-3',
        unread ? 'border-brand/40 bg-brand/5' : 'border-zinc-200 bg-white',
      )}
      aria-label={unread ? `Unread: ${n.title}` : n.title}
    >
      <Icon className="mt-0.5 size-5 shrink-0 text-brand-dark" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <div className="flex flex-wrap items-center gap-2">
          {unread && <span className="size-2 rounded-full bg-red-600" aria-hidden="true" />}
          {title}
        </div>
        <p className="text-sm text-zinc-700">
          {n.kind === 'cube_update' ? `${n.cubeName} by ${n.cubeOwnerName}: ` : ''}
          {n.message}
        </p>
        <time className="text-xs text-zinc-600" dateTime={n.createdAt}>
          {formatRelativeTime(n.createdAt)}
        </time>
      </div>
      <div className="flex shrink-0 items-start gap-1">
        {unread && (
          <Button variant="ghost" size="sm" onClick={onRead} aria-label={`Mark "${n.title}" as read`}>
            <Check className="size-4" aria-hidden="true" />
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={`Delete "${n.title}"`}>
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
