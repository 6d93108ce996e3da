import type { NotificationsChangedMessage } from '@cubewright/core/protocol';
import type { WithClock, WithDatabase, WithEvents, WithLog } from '../deps';
import { countUnread } from './store';

// Announcing notification changes on the event bus; realtime pushes them to the users' sockets (their
// per-user room on every instance).
// Side effects: a failure is logged and never fails the action that caused it.

/** Tells one user their notifications changed, with their unread count after the change. */
export async function pushUnread(
  ctx: WithDatabase & WithEvents & WithLog & WithClock,
  userId: string,
  reason: NotificationsChangedMessage['reason'],
): Promise<void> {
  try {
    const unreadCount = await countUnread(ctx.database.db, userId);
    await ctx.events.publish('notifications:changed', {
      to: [userId],
      message: { type: 'notifications:changed', version: ctx.clock.now(), reason, unreadCount },
    });
  } catch (err) {
    ctx.log.error({ err, userId }, 'pushing a notification change failed');
  }
}

/** Tells many users at once that they have new notifications (they refetch their unread count). */
export function pushCreated(
  ctx: WithDatabase & WithEvents & WithLog & WithClock,
  userIds: readonly string[] | 'everyone',
): void {
  try {
    const message: NotificationsChangedMessage = {
      type: 'notifications:changed',
      version: ctx.clock.now(),
      reason: 'created',
    };
    if (userIds === 'everyone' || userIds.length > 1)
      void ctx.events.publish('notifications:changed', { to: userIds, message });
    else if (userIds.length === 1) void pushUnread(ctx, userIds[0]!, 'created');
  } catch (err) {
    ctx.log.error({ err }, 'pushing new notifications failed');
  }
}
