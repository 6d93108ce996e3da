// The owner's notice kinds and channels with their labels, apart from notification-preferences.ts and
// its zod schema so that the account settings page does not load zod to show them (ADR 0077).

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
