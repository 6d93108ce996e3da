import type { CubeChangedMessage, SubscribeAck } from '@cubewright/core/protocol';
import {
  REALTIME_PATH,
  REALTIME_PROTOCOL_VERSION,
  REALTIME_TRANSPORTS,
} from '@cubewright/core/protocol/realtime-constants';
import type { Socket } from 'socket.io-client';

/** What a watcher of one cube hears. */
export interface CubeWatcher {
  /** The room's version after each (re)subscribe: on connect and after every reconnect. */
  onSubscribed(version: number): void;
  onChanged(message: CubeChangedMessage): void;
  /** Access was lost or the cube is gone ("Cube not found"). */
  onLost(error: string): void;
}

// One socket per tab, opened on the first watch or listener: cube rooms and the user's notifications
// share it. socket.io-client loads lazily so pages without live data never pay for it.
let socket: Promise<Socket> | null = null;
const watchers = new Map<string, Set<CubeWatcher>>();
/** Listeners of server events outside cube rooms, by event; `reconnect` is ours (see connect). */
const listeners = new Map<string, Set<(message: unknown) => void>>();
const dispatch = (event: string, message?: unknown) => {
  for (const listener of listeners.get(event) ?? []) listener(message);
};

function subscribe(s: Socket, cubeId: string) {
  s.emit('cube:subscribe', { type: 'cube:subscribe', cubeId }, (ack: SubscribeAck) => {
    for (const w of watchers.get(cubeId) ?? []) {
      if (ack.ok) w.onSubscribed(ack.version);
      else w.onLost(ack.error);
    }
  });
}

function connect(): Promise<Socket> {
  socket ??= import('socket.io-client').then(({ io }) => {
    const s = io({
      path: REALTIME_PATH,
      transports: [...REALTIME_TRANSPORTS],
      withCredentials: true,
      auth: { protocol: REALTIME_PROTOCOL_VERSION },
    });
    // `connect` fires again after every reconnect: the server forgot our rooms, so subscribe again,
    // and tell listeners that events sent meanwhile are lost.
    let connectedBefore = false;
    s.on('connect', () => {
      for (const cubeId of watchers.keys()) subscribe(s, cubeId);
      if (connectedBefore) dispatch('reconnect');
      connectedBefore = true;
    });
    s.onAny((event: string, message: unknown) => dispatch(event, message));
    s.on('cube:changed', (message: CubeChangedMessage) => {
      for (const w of watchers.get(message.cubeId) ?? []) w.onChanged(message);
    });
    s.on('cube:unsubscribed', (message: { cubeId: string; error: string }) => {
      for (const w of watchers.get(message.cubeId) ?? []) w.onLost(message.error);
    });
    s.on('error', (message: unknown) => console.warn('realtime error', message));
    return s;
  });
  return socket;
}

/** Watches a cube's live room; returns the function that stops watching. */
export function watchCube(cubeId: string, watcher: CubeWatcher): () => void {
  const set = watchers.get(cubeId) ?? new Set();
  set.add(watcher);
  watchers.set(cubeId, set);
  void connect().then((s) => {
    // Not yet connected: the `connect` handler subscribes every watched cube.
    if (set.has(watcher) && s.connected) subscribe(s, cubeId);
  });
  return () => {
    set.delete(watcher);
    if (set.size > 0) return;
    watchers.delete(cubeId);
    void connect().then((s) => {
      if (s.connected && !watchers.has(cubeId))
        s.emit('cube:unsubscribe', { type: 'cube:unsubscribe', cubeId });
    });
  };
}

/**
 * Listens to a server event on the tab's socket (opening it if need be); `reconnect` fires after a
 * reconnect. Returns the function that stops listening, which closes the socket once nothing uses it.
 */
export function listenRealtime(event: string, listener: (message: unknown) => void): () => void {
  const set = listeners.get(event) ?? new Set();
  set.add(listener);
  listeners.set(event, set);
  void connect();
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(event);
    if (listeners.size === 0 && watchers.size === 0) resetRealtime();
  };
}

/** Drops the socket (after sign-in or sign-out the server must see the new session cookie). */
export function resetRealtime(): void {
  const old = socket;
  socket = null;
  void old?.then((s) => s.disconnect());
  // Cubes and listeners still on screen reconnect with the new identity (their access may have changed).
  if (watchers.size > 0 || listeners.size > 0) void connect();
}
