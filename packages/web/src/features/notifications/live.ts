import type { NotificationsChangedMessage } from '@cubewright/core/protocol';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SESSION_KEY, type Session } from '../../lib/session';
import { whenIdle } from '../../lib/when-idle';

// The user's live notifications, heard on the tab's one socket (lib/realtime, shared with cube rooms)
// while signed in: listening starts after sign-in and stops on sign-out. An event updates the badge
// (the session's unreadCount) and refreshes the lists.

export const NOTIFICATIONS_KEY = ['notifications'] as const;

let lastVersion = 0;

/** Applies one event: drops stale ones, sets the count it carries or refetches it. */
export function applyNotificationsEvent(client: QueryClient, message: NotificationsChangedMessage): void {
  if (message.version < lastVersion) return;
  lastVersion = message.version;
  if (message.unreadCount === undefined) {
    void client.invalidateQueries({ queryKey: SESSION_KEY });
  } else {
    const count = message.unreadCount;
    client.setQueryData<Session>(SESSION_KEY, (s) => (s ? { ...s, unreadCount: count } : s));
  }
  void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
}

/** Listens for the signed-in user's notification events; nothing for a guest. */
export function useLiveNotifications(userId: string | null | undefined): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    // Loaded on demand, like every user of the realtime client, so the shell stays small; and once the
    // page is idle, so the socket does not open while the page draws its first content (lib/when-idle.ts).
    const cancel = whenIdle(
      () =>
        void import('../../lib/realtime').then(({ listenRealtime }) => {
          if (stopped) return;
          const offChanged = listenRealtime('notifications:changed', (m) =>
            applyNotificationsEvent(client, m),
          );
          // Events sent while the socket was away are gone: resync the count and the list.
          const offReconnect = listenRealtime('reconnect', () => {
            void client.invalidateQueries({ queryKey: SESSION_KEY });
            void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
          });
          stop = () => {
            offChanged();
            offReconnect();
          };
        }),
    );
    return () => {
      stopped = true;
      cancel();
      stop?.();
    };
  }, [userId, client]);
}
