import { z } from 'zod';

/*
 * Notifications (server: packages/server/src/routes/notifications and routes/announcements).
 * General notifications and cube-update notifications come back in one list, newest first.
 *
 *   GET    /api/notifications                 -> NotificationListResponse (latest 50)
 *   POST   /api/notifications/:id/read        -> NotificationResponse
 *   POST   /api/notifications/read-all        -> { updated: number, unreadCount }
 *   DELETE /api/notifications/:id             -> { ok: true, unreadCount }
 *   POST   /api/notifications    CreateNotificationBody     -> 201 NotificationResponse (admin, or self)
 *   POST   /api/announcements    CreateAnnouncementBody     -> 202 { queued: true } (admins; a job)
 *   POST   /api/notifications/cube CreateCubeNotificationBody -> 202 { queued: true } (owner/editors)
 * Failures answer with the spec's messages (NOTIFICATION_MESSAGES); signed out: "User not authenticated".
 */

/** Spec section 9. */
export const NOTIFICATIONS_PAGE_SIZE = 50;
export const CUBE_UPDATE_NOTIFICATION_TTL_HOURS = 720;
export const NOTIFICATION_TITLE_MAX = 200;
export const NOTIFICATION_MESSAGE_MAX = 2000;

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

export const NOTIFICATION_TYPES = ['info', 'success'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

const title = z.string().trim().min(1, 'title is required').max(NOTIFICATION_TITLE_MAX);
const message = z.string().trim().min(1, 'message is required').max(NOTIFICATION_MESSAGE_MAX);
/**
 * Whether `url` is a path on this site ("/cubes/x"), so a notification link cannot send people
 * elsewhere: one leading slash, not `//host` nor `/\host` (browsers read both as another host), and no
 * control characters (browsers drop tabs and line breaks, so "/\t/host" would become "//host").
 */
export function isSameSitePath(url: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  return /^\/(?![/\\])[^\u0000-\u001f\u007f]*$/.test(url);
}

const actionUrl = z
  .string()
  .max(500)
  .refine(isSameSitePath, 'actionUrl must be a path on this site, starting with a single /');

export const createNotificationBodySchema = z
  .object({
    userId: z.string().min(1).max(200),
    title,
    message,
    type: z.enum(NOTIFICATION_TYPES).default('info'),
    announcement: z.boolean().default(false),
    read: z.boolean().default(false),
    actionUrl: actionUrl.nullish(),
  })
  .strict();
export type CreateNotificationBody = z.input<typeof createNotificationBodySchema>;

export const createAnnouncementBodySchema = z
  .object({
    title,
    message,
    type: z.enum(NOTIFICATION_TYPES).default('info'),
    actionUrl: actionUrl.nullish(),
  })
  .strict();
export type CreateAnnouncementBody = z.input<typeof createAnnouncementBodySchema>;

export const createCubeNotificationBodySchema = z
  .object({
    cubeId: z.string().min(1).max(64),
    title,
    message,
    actionType: z.string().trim().max(50).default('custom'),
    excludeUserId: z.string().max(200).nullish(),
  })
  .strict();
export type CreateCubeNotificationBody = z.input<typeof createCubeNotificationBodySchema>;

export const notificationParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** A general notification (spec: notifications/{uid}/notifications). */
export interface GeneralNotification {
  kind: 'general';
  id: string;
  title: string;
  message: string;
  type: NotificationType;
  announcement: boolean;
  read: boolean;
  readAt: string | null;
  actionUrl: string | null;
  createdAt: string;
}
/** A cube-update notification (spec: userNotifications/{uid}/notifications); expires after 720 hours. */
export interface CubeUpdateNotification {
  kind: 'cube_update';
  id: string;
  type: 'cube_update';
  cubeId: string;
  cubeName: string;
  cubeOwnerName: string;
  updateId: string;
  /** Where in the cube the update leads (a post: the Blog tab); null for the cube page itself. */
  actionUrl: string | null;
  title: string;
  message: string;
  isRead: boolean;
  readAt: string | null;
  createdAt: string;
  expiresAt: string;
}
export type Notification = GeneralNotification | CubeUpdateNotification;

export interface NotificationListResponse {
  notifications: Notification[];
  unreadCount: number;
}
export interface NotificationResponse {
  notification: Notification;
  unreadCount: number;
}

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
