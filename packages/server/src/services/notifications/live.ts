import type { NotificationsChangedMessage } from '@cubewright/core/protocol';
import type { AppContext } from '../../context';
import { countUnread } from './store';

// Pushing notification changes to the user's sockets (their per-user room on every instance).
// Side effects: a failure is logged and never fails the action that caused it.

/** Tells one user their notifications changed, with their unread count after the change. */
export async function pushUnread(
  ctx: AppContext,
  userId: string,
  reason: NotificationsChangedMessage['reason'],
): Promise<void> {
  try {
    const unreadCount = await countUnread(ctx.database.db, userId);
    ctx.realtime.notifyUsers([userId], {
      type: 'notifications:changed',
      version: Date.now(),
      reason,
      unreadCount,
    });
  } catch (err) {
    ctx.log.error({ err, userId }, 'pushing a notification change failed');
  }
}

/** Tells many users at once that they have new notifications (they refetch their unread count). */
export function pushCreated(ctx: AppContext, userIds: readonly string[] | 'everyone'): void {
  try {
    const message: NotificationsChangedMessage = {
      type: 'notifications:changed',
      version: Date.now(),
      reason: 'created',
    };
    if (userIds === 'everyone') ctx.realtime.notifyEveryone(message);
    else if (userIds.length === 1) void pushUnread(ctx, userIds[0]!, 'created');
    else if (userIds.length > 0) ctx.realtime.notifyUsers(userIds, message);
  } catch (err) {
    ctx.log.error({ err }, 'pushing new notifications failed');
  }
}
