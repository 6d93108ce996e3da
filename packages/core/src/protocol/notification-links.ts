import type { Notification } from './notifications';
import { isSameSitePath } from './same-site-path';

// What the notifications page reads before it sends anything (its failure messages, unread, where a
// notification leads), apart from notifications.ts and its zod schemas so that the page and the
// dashboard do not load zod for them (issue 29's first-load budget, ADR 0077).

/** Spec section 8, word for word. */
export const NOTIFICATION_MESSAGES = {
  load: 'Failed to load notifications',
  create: 'Failed to create notification',
  markRead: 'Failed to mark notification as read',
  markAllRead: 'Failed to mark all notifications as read',
  delete: 'Failed to delete notification',
  announcement: 'Failed to create announcement',
  cubeNotification: 'Failed to create cube notification',
} as const;

/** Whether a notification of either kind is unread. */
export function isUnread(n: Notification): boolean {
  return n.kind === 'general' ? !n.read : !n.isRead;
}

/** Where a notification leads: its actionUrl, or the cube for a cube update without one. */
export function notificationHref(n: Notification): string | null {
  // Rows stored before the stricter actionUrl rule are checked again, so none can link off the site.
  const path = n.actionUrl && isSameSitePath(n.actionUrl) ? n.actionUrl : null;
  if (n.kind === 'general') return path;
  return path ?? `/cubes/${encodeURIComponent(n.cubeId)}`;
}
