import { z } from 'zod';
import { NOTICE_CHANNELS, type NoticeChannel, type OwnerNoticeKind } from './notice-channels';

/*
 * What owners and authors hear about, and how (issue 30). Each kind goes to the app's notifications, into
 * a daily e-mail digest, or nowhere; a user who never chose gets DEFAULT_NOTIFICATION_CHANNELS.
 *
 *   GET /api/account/notification-preferences  -> NotificationPreferencesResponse
 *   PUT /api/account/notification-preferences  NotificationPreferencesBody -> NotificationPreferencesResponse
 */

const channel = z.enum(NOTICE_CHANNELS, { error: 'A channel is one of app, email or off' });

/** A partial change: the kinds named are set, the others keep their channel. */
export const notificationPreferencesBodySchema = z.strictObject({
  comments: channel.optional(),
  follows: channel.optional(),
  likes: channel.optional(),
  plays: channel.optional(),
  proposals: channel.optional(),
});
export type NotificationPreferencesBody = z.input<typeof notificationPreferencesBodySchema>;

export interface NotificationPreferencesResponse {
  channels: Record<OwnerNoticeKind, NoticeChannel>;
}
