import type { CubeChangedMessage, SubscribeAck } from '@cubewright/core/protocol';
import { REALTIME_PATH, REALTIME_PROTOCOL_VERSION } from '@cubewright/core/protocol/realtime-constants';
import type { Socket } from 'socket.io-client';

/** What a watcher of one cube hears. */
export interface CubeWatcher {
  /** The room's version after each (re)subscribe: on connect and after every reconnect. */
  onSubscribed(version: number): void;
  onChanged(message: CubeChangedMessage): void;
  /** Access was lost or the cube is gone ("Cube not found"). */
  onLost(error: string): void;
}

// One socket per tab, opened on the first watch. socket.io-client loads lazily so pages without live
// data never pay for it.
let socket: Promise<Socket> | null = null;
const watchers = new Map<string, Set<CubeWatcher>>();

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
      withCredentials: true,
      auth: { protocol: REALTIME_PROTOCOL_VERSION },
    });
    // `connect` fires again after every reconnect: the server forgot our rooms, so subscribe again.
    s.on('connect', () => {
      for (const cubeId of watchers.keys()) subscribe(s, cubeId);
    });
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

/** Drops the socket (after sign-in or sign-out the server must see the new session cookie). */
export function resetRealtime(): void {
  const old = socket;
  socket = null;
  void old?.then((s) => s.disconnect());
  // Cubes still on screen reconnect with the new identity (their room access may have changed).
  if (watchers.size > 0) void connect();
}
