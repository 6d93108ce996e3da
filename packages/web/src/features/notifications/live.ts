import type { NotificationsChangedMessage } from '@cubewright/core/protocol';
import { REALTIME_PATH, REALTIME_PROTOCOL_VERSION } from '@cubewright/core/protocol/realtime-constants';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { SESSION_KEY, type Session } from '../../lib/session';

// The user's live notification channel: one socket per tab while signed in, opened after sign-in and
// closed on sign-out. An event updates the badge (the session's unreadCount) and refreshes the lists.

export const NOTIFICATIONS_KEY = ['notifications'] as const;

let current: { userId: string; socket: Promise<Socket>; users: number } | null = null;
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

function open(client: QueryClient): Promise<Socket> {
  return import('socket.io-client').then(({ io }) => {
    const s = io({
      path: REALTIME_PATH,
      withCredentials: true,
      auth: { protocol: REALTIME_PROTOCOL_VERSION },
    });
    // After a reconnect, events sent while away are gone: resync the count and the list.
    let connectedBefore = false;
    s.on('connect', () => {
      if (connectedBefore) {
        void client.invalidateQueries({ queryKey: SESSION_KEY });
        void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
      }
      connectedBefore = true;
    });
    s.on('notifications:changed', (m: NotificationsChangedMessage) => applyNotificationsEvent(client, m));
    return s;
  });
}

/** Listens for the signed-in user's notification events; nothing for a guest. */
export function useLiveNotifications(userId: string | null | undefined): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    if (current && current.userId !== userId) {
      void current.socket.then((s) => s.disconnect());
      current = null;
    }
    current ??= { userId, socket: open(client), users: 0 };
    const mine = current;
    mine.users++;
    return () => {
      mine.users--;
      if (mine.users === 0 && current === mine) {
        void mine.socket.then((s) => s.disconnect());
        current = null;
      }
    };
  }, [userId, client]);
}
