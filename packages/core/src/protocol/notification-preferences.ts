import { z } from 'zod';

/*
 * What owners and authors hear about, and how (issue 30). Each kind goes to the app's notifications, into
 * a daily e-mail digest, or nowhere; a user who never chose gets DEFAULT_NOTIFICATION_CHANNELS.
 *
 *   GET /api/account/notification-preferences  -> NotificationPreferencesResponse
 *   PUT /api/account/notification-preferences  NotificationPreferencesBody -> NotificationPreferencesResponse
 */

/** What happens to a user's things that they may hear about. */
export const OWNER_NOTICE_KINDS = ['comments', 'follows', 'likes', 'plays', 'proposals'] as const;
export type OwnerNoticeKind = (typeof OWNER_NOTICE_KINDS)[number];

export const NOTICE_CHANNELS = ['app', 'email', 'off'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];

/** Words for the settings page, one line per kind. */
export const OWNER_NOTICE_LABELS: Record<OwnerNoticeKind, { label: string; hint: string }> = {
  comments: {
    label: 'Comments and replies',
    hint: 'On your cubes, blog posts, draft decks and P1P1 packs, and replies to your comments',
  },
  follows: { label: 'New followers', hint: 'Someone starts following one of your cubes' },
  likes: { label: 'Likes', hint: 'Once a day: who liked your cubes' },
  plays: { label: 'Drafts and events', hint: 'A draft or an event of one of your cubes finishes' },
  proposals: {
    label: 'Proposals',
    hint: 'Someone suggests changes to your cube, or your proposal is accepted or declined',
  },
};

export const NOTICE_CHANNEL_LABELS: Record<NoticeChannel, string> = {
  app: 'In the app',
  email: 'Daily e-mail',
  off: 'Off',
};

export const DEFAULT_NOTIFICATION_CHANNELS: Record<OwnerNoticeKind, NoticeChannel> = {
  comments: 'app',
  follows: 'app',
  likes: 'app',
  plays: 'app',
  proposals: 'app',
};

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
