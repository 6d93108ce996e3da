import {
  DEFAULT_NOTIFICATION_CHANNELS,
  type NoticeChannel,
  type NotificationPreferencesBody,
  OWNER_NOTICE_KINDS,
  type OwnerNoticeKind,
} from '@cubewright/core/protocol';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationPreferences } from '../../db/schema';

// Each user's channel per kind of owner notice. Only choices are stored: a kind without a row has its
// default, so a new kind needs no migration and no backfill.

/** A user's channel for every kind. */
export async function channelsOf(db: Db, userId: string): Promise<Record<OwnerNoticeKind, NoticeChannel>> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const channels = { ...DEFAULT_NOTIFICATION_CHANNELS };
  for (const r of rows) if (isKind(r.kind)) channels[r.kind] = r.channel;
  return channels;
}

/** Sets the kinds named in `body`; the others keep their channel. */
export async function setChannels(
  db: Db,
  userId: string,
  body: NotificationPreferencesBody,
): Promise<Record<OwnerNoticeKind, NoticeChannel>> {
  const rows = OWNER_NOTICE_KINDS.flatMap((kind) => {
    const channel = body[kind];
    return channel ? [{ userId, kind, channel }] : [];
  });
  if (rows.length > 0) {
    await db
      .insert(notificationPreferences)
      .values(rows)
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { channel: sql`excluded.channel` },
      });
  }
  return channelsOf(db, userId);
}

/** Several users' channels for one kind (those who never chose get its default). */
export async function channelFor(
  db: Db,
  userIds: readonly string[],
  kind: OwnerNoticeKind,
): Promise<Map<string, NoticeChannel>> {
  const chosen = userIds.length
    ? await db
        .select({ userId: notificationPreferences.userId, channel: notificationPreferences.channel })
        .from(notificationPreferences)
        .where(
          and(eq(notificationPreferences.kind, kind), inArray(notificationPreferences.userId, [...userIds])),
        )
    : [];
  const map = new Map(userIds.map((id) => [id, DEFAULT_NOTIFICATION_CHANNELS[kind]]));
  for (const r of chosen) map.set(r.userId, r.channel);
  return map;
}

const isKind = (k: string): k is OwnerNoticeKind => (OWNER_NOTICE_KINDS as readonly string[]).includes(k);
