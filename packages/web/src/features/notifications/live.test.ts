import type { ClientMessage, NotificationsChangedMessage } from '@cubewright/core/protocol';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_KEY, type Session } from '../../lib/session';
import { listenNotifications, NOTIFICATIONS_KEY, type NotificationsSocket } from './live';

// The client half of the notifications catch-up: what the badge shows goes to the server on every
// connect, and the server's answer (sent only when the count changed) updates the badge and the list.
// The socket is a stand-in that records what is sent and lets the test play the server.

/** A stand-in for lib/realtime: the connection state, the messages sent, and the listeners. */
function fakeSocket() {
  const listeners = new Map<string, (message?: unknown) => void>();
  let onConnection: ((connected: boolean) => void) | undefined;
  const sent: ClientMessage[] = [];
  const socket = {
    listenRealtime: (event: string, listener: (message?: never) => void) => {
      listeners.set(event, listener as (message?: unknown) => void);
      return () => listeners.delete(event);
    },
    listenConnection: (listener: (connected: boolean) => void) => {
      onConnection = listener;
      listener(false);
      return () => {
        onConnection = undefined;
      };
    },
    sendRealtime: (message: ClientMessage) => void sent.push(message),
  } as unknown as NotificationsSocket;
  return {
    socket,
    sent,
    connect: (again = false) => {
      onConnection?.(true);
      if (again) listeners.get('reconnect')?.();
    },
    push: (message: Omit<NotificationsChangedMessage, 'type'>) =>
      listeners.get('notifications:changed')?.({ type: 'notifications:changed', ...message }),
  };
}

/** A query client holding a session showing `unread` and an observed notifications list; counts fetches. */
async function pageWith(unread: number) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  const fetches = { session: 0, list: 0 };
  const observe = (queryKey: readonly string[], queryFn: () => unknown) =>
    new QueryObserver(client, { queryKey, queryFn }).subscribe(() => {});
  const stops = [
    observe(SESSION_KEY, (): Session => {
      fetches.session++;
      return { user: null, unreadCount: unread };
    }),
    observe(NOTIFICATIONS_KEY, () => {
      fetches.list++;
      return { notifications: [] };
    }),
  ];
  await settle();
  fetches.session = 0;
  fetches.list = 0;
  const close = () => {
    for (const stop of stops) stop();
  };
  return { client, fetches, close };
}

const settle = () => new Promise((r) => setTimeout(r, 10));
const badge = (client: QueryClient) => client.getQueryData<Session>(SESSION_KEY)?.unreadCount;
/** The events' versions are the server's clock; the module keeps the last one across tests. */
let clock = Date.now();

describe('live notifications: catching up on connect', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  it('applies an event missed before the socket subscribed: the badge and the list', async () => {
    const page = await pageWith(2);
    const fake = fakeSocket();
    cleanups.push(page.close, listenNotifications(page.client, fake.socket));
    expect(fake.sent).toEqual([]);

    fake.connect();
    expect(fake.sent).toEqual([{ type: 'notifications:subscribe', unreadCount: 2 }]);
    // The server counted 3: a notification arrived between the session fetch and the subscribe.
    fake.push({ version: ++clock, reason: 'caught-up', unreadCount: 3 });
    await settle();
    expect(badge(page.client)).toBe(3);
    expect(page.fetches).toEqual({ session: 0, list: 1 });
  });

  it('fetches nothing on a connect when the server has no news (the counts matched)', async () => {
    const page = await pageWith(4);
    const fake = fakeSocket();
    cleanups.push(page.close, listenNotifications(page.client, fake.socket));
    fake.connect();
    await settle();
    expect(fake.sent).toEqual([{ type: 'notifications:subscribe', unreadCount: 4 }]);
    expect(badge(page.client)).toBe(4);
    expect(page.fetches).toEqual({ session: 0, list: 0 });
  });

  it('sends the count the badge shows now on each connect, and resyncs after a reconnect', async () => {
    const page = await pageWith(1);
    const fake = fakeSocket();
    cleanups.push(page.close, listenNotifications(page.client, fake.socket));
    fake.connect();
    fake.push({ version: ++clock, reason: 'created', unreadCount: 5 });
    await settle();
    page.fetches.list = 0;
    fake.connect(true);
    await settle();
    expect(fake.sent.map((m) => m.type === 'notifications:subscribe' && m.unreadCount)).toEqual([1, 5]);
    expect(page.fetches).toEqual({ session: 1, list: 1 });
  });

  it('keeps a catch-up over an event stamped before it', async () => {
    const page = await pageWith(0);
    const fake = fakeSocket();
    cleanups.push(page.close, listenNotifications(page.client, fake.socket));
    fake.connect();
    const caughtUp = ++clock;
    fake.push({ version: caughtUp, reason: 'caught-up', unreadCount: 2 });
    fake.push({ version: caughtUp - 1, reason: 'created', unreadCount: 1 });
    expect(badge(page.client)).toBe(2);
  });

  it('stops sending and hearing once stopped', async () => {
    const page = await pageWith(0);
    const fake = fakeSocket();
    listenNotifications(page.client, fake.socket)();
    cleanups.push(page.close);
    fake.connect();
    fake.push({ version: ++clock, reason: 'caught-up', unreadCount: 9 });
    expect(fake.sent).toEqual([]);
    expect(badge(page.client)).toBe(0);
  });
});
