import { NOTIFICATIONS_PAGE_SIZE, type Notification } from '@cubewright/core/protocol';
import { and, count, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';

// Reading and changing one user's notifications. Every query is scoped by user id, so one user can
// never read or change another's; cube updates past their expiry are hidden even before the purge.

export type NotificationRow = typeof notifications.$inferSelect;

const live = (userId: string) =>
  and(
    eq(notifications.userId, userId),
    or(isNull(notifications.expiresAt), gt(notifications.expiresAt, sql`now()`)),
  );

/** A row as the client sees it (the spec's fields per kind). */
export function toNotification(row: NotificationRow): Notification {
  const createdAt = row.createdAt.toISOString();
  const readAt = row.readAt?.toISOString() ?? null;
  if (row.kind === 'cube_update') {
    return {
      kind: 'cube_update',
      id: row.id,
      type: 'cube_update',
      cubeId: row.cubeId ?? '',
      cubeName: row.cubeName ?? '',
      cubeOwnerName: row.cubeOwnerName ?? '',
      updateId: row.updateId ?? '',
      actionUrl: row.actionUrl,
      title: row.title,
      message: row.message,
      isRead: row.read,
      readAt,
      createdAt,
      expiresAt: (row.expiresAt ?? row.createdAt).toISOString(),
    };
  }
  return {
    kind: 'general',
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type === 'success' ? 'success' : 'info',
    announcement: row.announcement,
    read: row.read,
    readAt,
    actionUrl: row.actionUrl,
    createdAt,
  };
}

/** The latest 50 notifications of both kinds, newest first. */
export async function listNotifications(db: Db, userId: string): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(live(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.seq))
    .limit(NOTIFICATIONS_PAGE_SIZE);
  return rows.map(toNotification);
}

/** Unread notifications of both kinds (what the sidebar badge shows). */
export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(live(userId), eq(notifications.read, false)));
  return row?.n ?? 0;
}

/** Marks one notification read (read flag and time); null when the user has no such notification. */
export async function markRead(db: Db, userId: string, id: string): Promise<Notification | null> {
  const [row] = await db
    .update(notifications)
    .set({ read: true, readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row ? toNotification(row) : null;
}

/** Marks every unread notification of the user read; returns how many changed. */
export async function markAllRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true, readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Deletes one notification; false when the user has no such notification. */
export async function deleteNotification(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Deletes cube-update notifications past their expiry; returns how many went. */
export async function purgeExpired(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(lte(notifications.expiresAt, now))
    .returning({ id: notifications.id });
  return rows.length;
}
