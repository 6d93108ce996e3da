import type { NotificationsChangedMessage } from '@cubewright/core/protocol';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type * as Realtime from '../../lib/realtime';
import { SESSION_KEY, type Session } from '../../lib/session';
import { whenIdle } from '../../lib/when-idle';

// The user's live notifications, heard on the tab's one socket (lib/realtime, shared with cube rooms)
// while signed in: listening starts after sign-in and stops on sign-out. An event updates the badge
// (the session's unreadCount) and refreshes the lists; so does the server's catch-up when the socket
// connects, if the badge's count is not the current one.

export const NOTIFICATIONS_KEY = ['notifications'] as const;

let lastVersion = 0;

/** Applies one event: drops stale ones, sets the count it carries or refetches it. */
function applyNotificationsEvent(client: QueryClient, message: NotificationsChangedMessage): void {
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

/** What listening uses of the tab's socket (lib/realtime.ts, loaded on demand); tests pass a stand-in. */
export type NotificationsSocket = Pick<
  typeof Realtime,
  'listenRealtime' | 'listenConnection' | 'sendRealtime'
>;

/** Hears the user's notification events on the tab's socket; returns the function that stops. */
export function listenNotifications(client: QueryClient, realtime: NotificationsSocket): () => void {
  const offChanged = realtime.listenRealtime('notifications:changed', (m) =>
    applyNotificationsEvent(client, m),
  );
  // An event sent before this socket was in the user's room (the page fetched its session, then opened
  // the socket once idle) is gone. On every connect, tell the server the count the badge shows: it
  // answers with the current one only if they differ, so an unchanged page load costs no request.
  const offConnection = realtime.listenConnection((connected) => {
    const shown = client.getQueryData<Session>(SESSION_KEY)?.unreadCount;
    if (connected && shown !== undefined)
      realtime.sendRealtime({ type: 'notifications:subscribe', unreadCount: shown });
  });
  // Events sent while the socket was away are gone, and some leave the count as it was (one new, one
  // read): resync the count and the list.
  const offReconnect = realtime.listenRealtime('reconnect', () => {
    void client.invalidateQueries({ queryKey: SESSION_KEY });
    void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  });
  return () => {
    offChanged();
    offConnection();
    offReconnect();
  };
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
        void import('../../lib/realtime').then((realtime) => {
          if (!stopped) stop = listenNotifications(client, realtime);
        }),
    );
    return () => {
      stopped = true;
      cancel();
      stop?.();
    };
  }, [userId, client]);
}
