import type { Clock } from '@cubewright/core/clock';
import { unauthenticated } from '../http/errors';
import type { MessageHandlers } from './connection';
import type { RoomSet } from './message-router';

// The user's notifications on the socket. Every signed-in connection is in its user's room from the
// handshake on (gateway.ts), where `notifications:changed` events arrive; what it missed before its
// socket opened (a page opens it once idle, after its session fetch) it catches up here: the client
// subscribes with the unread count it shows, and hears the current one only if it differs. Nothing is
// sent when they agree, so the common page load gets no message and loads no schemas (ADR 0048).

export class NotificationChannel implements RoomSet {
  constructor(
    private readonly unreadCountOf: (userId: string) => Promise<number>,
    private readonly clock: Clock,
  ) {}

  readonly handlers: Pick<MessageHandlers, 'notifications:subscribe'> = {
    'notifications:subscribe': async (conn, msg, reply) => {
      if (!conn.actor) throw unauthenticated('Sign in to hear your notifications');
      // Stamped before counting: an event stamped earlier (events are stamped after their count,
      // services/notifications/live.ts) counted before this did, and the client's version rule never
      // lets it override this count.
      const version = this.clock.now();
      const unreadCount = await this.unreadCountOf(conn.actor.id);
      if (unreadCount !== msg.unreadCount)
        conn.send({ type: 'notifications:changed', version, reason: 'caught-up', unreadCount });
      reply({ ok: true });
    },
  };

  disconnect(): void {}
}
