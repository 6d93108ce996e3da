import { z } from 'zod';
import { isSameSitePath } from './same-site-path';

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

export const NOTIFICATION_TYPES = ['info', 'success'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

const title = z.string().trim().min(1, 'title is required').max(NOTIFICATION_TITLE_MAX);
const message = z.string().trim().min(1, 'message is required').max(NOTIFICATION_MESSAGE_MAX);
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
