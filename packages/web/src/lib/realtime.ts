import type {
  AckOf,
  ClientMessage,
  ClientMessageOf,
  ClientMessageType,
  CubeChangedMessage,
  DraftSubscribeAck,
  ServerMessage,
  ServerMessageOf,
  ServerMessageType,
} from '@cubewright/core/protocol';
import {
  REALTIME_PATH,
  REALTIME_PROTOCOL_VERSION,
  REALTIME_TRANSPORTS,
} from '@cubewright/core/protocol/realtime-constants';
import type { Socket } from 'socket.io-client';
import { chunk } from './chunk';
import { whenIdle } from './when-idle';

/** What a watcher of one cube hears. */
export interface CubeWatcher {
  /** The room's version after each (re)subscribe: on connect and after every reconnect. */
  onSubscribed(version: number): void;
  onChanged(message: CubeChangedMessage): void;
  /** Access was lost or the cube is gone ("Cube not found"). */
  onLost(error: string): void;
}

/** What a seat watching one draft hears (its updates, lobby changes and chat come through listenRealtime). */
export interface DraftWatcher {
  /** The subscribe's answer: on connect and after every reconnect (the server forgot the room). */
  onSubscribed(ack: DraftSubscribeAck): void;
  /** Subscribes as a spectator (no seat; ADR 0073) rather than as the user's seat. */
  spectator?: boolean;
  /** A spectator's invite token (the host's link): how one who cannot view the cube is let in. */
  invite?: string;
}

// One socket per tab, opened on the first watch or listener: cube rooms, draft rooms and the user's
// notifications share it. socket.io-client loads lazily so pages without live data never pay for it.
// Everything received is parsed with the protocol's schemas (serverMessageSchema, ackSchemas), as the
// server parses what it receives; a message that does not parse is dropped with a warning.
//
// The schemas (zod and the realtime protocol, ~35 KB gzip) load on demand too: every signed-in page
// listens for notifications, and most never receive one, so loading them with the socket put them on
// the dashboard's first load (bench:bundle, ADR 0042). Cube and draft rooms load them when they start
// watching; a listener-only socket loads them with its first message, holding later messages back in
// order until they are here.
const protocol = chunk(() => import('@cubewright/core/protocol/realtime'));
let socket: Promise<Socket> | null = null;
const cubeWatchers = new Map<string, Set<CubeWatcher>>();
const draftWatchers = new Map<string, Set<DraftWatcher>>();
/** Listeners of server messages by type; `reconnect` is ours (see connect). */
const listeners = new Map<string, Set<(message: never) => void>>();
const connectionListeners = new Set<(connected: boolean) => void>();
const dispatch = (event: string, message?: unknown) => {
  for (const listener of listeners.get(event) ?? []) (listener as (m: unknown) => void)(message);
};

/** Sends one client message on the tab's socket; resolves with its parsed ack, rejects on a timeout. */
async function ask<T extends ClientMessageType>(
  s: Socket,
  message: ClientMessageOf<T>,
  timeoutMs: number,
): Promise<AckOf<T>> {
  const [raw, { ackSchemas }] = await Promise.all([
    s.timeout(timeoutMs).emitWithAck(message.type, message) as Promise<unknown>,
    protocol(),
  ]);
  return ackSchemas[message.type].parse(raw) as AckOf<T>;
}

function subscribeCube(s: Socket, cubeId: string) {
  ask(s, { type: 'cube:subscribe', cubeId }, ACK_TIMEOUT_MS).then(
    (ack) => {
      for (const w of cubeWatchers.get(cubeId) ?? []) {
        if (ack.ok) w.onSubscribed(ack.version);
        else w.onLost(ack.error);
      }
    },
    (err) => console.warn('realtime subscribe failed', err),
  );
}

// The ack is handled in its callback, not after a promise: the draft:view deltas that follow it are
// made from its version and must find it taken (a promise's continuation could run after them).
// So it is sent only once the schemas have loaded.
function subscribeDraft(s: Socket, draftId: string) {
  const schemas = protocol.loaded;
  if (!schemas) {
    protocol().then(
      () => subscribeDraft(s, draftId),
      (err) => console.warn('realtime subscribe failed', err),
    );
    return;
  }
  const watchers = [...(draftWatchers.get(draftId) ?? [])];
  const watch = watchers.some((w) => w.spectator);
  const invite = watchers.find((w) => w.spectator && w.invite)?.invite;
  const message = {
    type: 'draft:subscribe' as const,
    draftId,
    ...(watch ? { watch: true as const } : {}),
    ...(watch && invite ? { invite } : {}),
  };
  // A subscribe that got no answer, or was refused for its rate, is sent again while the socket stays
  // up: otherwise the page would sit connected but outside the room (it catches up by HTTP meanwhile).
  const again = () =>
    setTimeout(() => {
      if (s.connected && draftWatchers.has(draftId)) subscribeDraft(s, draftId);
    }, SUBSCRIBE_RETRY_MS);
  s.timeout(ACK_TIMEOUT_MS).emit(message.type, message, (err: Error | null, raw: unknown) => {
    const ack = err ? null : schemas.ackSchemas['draft:subscribe'].safeParse(raw);
    if (!ack?.success) {
      console.warn('realtime subscribe failed', err ?? ack?.error);
      return again();
    }
    if (!ack.data.ok && ack.data.code === 'rate_limited') return again();
    for (const w of draftWatchers.get(draftId) ?? []) w.onSubscribed(ack.data);
  });
}

/** How long a subscribe waits for its ack before giving up (the next reconnect subscribes again). */
const ACK_TIMEOUT_MS = 10_000;
/** How soon a draft subscribe that timed out or was rate limited is sent again. */
const SUBSCRIBE_RETRY_MS = 3_000;

/** Messages received before the schemas had loaded, in order; null when none wait. */
let inbox: [event: string, payload: unknown][] | null = null;

function receive(event: string, payload: unknown) {
  const schemas = protocol.loaded;
  if (schemas && !inbox) return handle(schemas, event, payload);
  if (!inbox) {
    inbox = [];
    protocol().then(
      (loaded) => {
        const waiting = inbox ?? [];
        inbox = null;
        for (const [e, p] of waiting) handle(loaded, e, p);
      },
      (err) => {
        console.warn('realtime: dropped messages, the protocol schemas did not load', inbox?.length, err);
        inbox = null;
      },
    );
  }
  inbox.push([event, payload]);
}

type Protocol = NonNullable<typeof protocol.loaded>;

function handle({ serverMessageSchema }: Protocol, event: string, payload: unknown) {
  const parsed = serverMessageSchema.safeParse({ ...(payload as object), type: event });
  if (!parsed.success) {
    console.warn('realtime: dropped a message the protocol does not describe', event, parsed.error.issues[0]);
    return;
  }
  const message: ServerMessage = parsed.data;
  if (message.type === 'cube:changed') {
    for (const w of cubeWatchers.get(message.cubeId) ?? []) w.onChanged(message);
  } else if (message.type === 'cube:unsubscribed') {
    for (const w of cubeWatchers.get(message.cubeId) ?? []) w.onLost(message.error);
  } else if (message.type === 'error') {
    console.warn('realtime error', message);
  }
  dispatch(message.type, message);
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
      for (const cubeId of cubeWatchers.keys()) subscribeCube(s, cubeId);
      for (const draftId of draftWatchers.keys()) subscribeDraft(s, draftId);
      setConnected(true);
      if (connectedBefore) dispatch('reconnect');
      connectedBefore = true;
    });
    s.on('disconnect', () => setConnected(false));
    s.onAny((event: string, payload: unknown) => receive(event, payload));
    return s;
  });
  return socket;
}

/** Adds `item` to the set of `key` in `map`; returns whether it is the first for that key. */
function addTo<T>(map: Map<string, Set<T>>, key: string, item: T): Set<T> {
  const set = map.get(key) ?? new Set();
  set.add(item);
  map.set(key, set);
  return set;
}

/** Watches a cube's live room; returns the function that stops watching. */
export function watchCube(cubeId: string, watcher: CubeWatcher): () => void {
  const set = addTo(cubeWatchers, cubeId, watcher);
  // Once the page is idle (its cards drawn): the subscribe's ack names the version, so a save made
  // meanwhile is caught up (the watcher's onSubscribed).
  const cancel = whenIdle(() => {
    void protocol().catch(() => {}); // beside the socket, not after it: its subscribe's ack needs them
    void connect().then((s) => {
      // Not yet connected: the `connect` handler subscribes every watched cube.
      if (set.has(watcher) && s.connected) subscribeCube(s, cubeId);
    });
  });
  return () => {
    cancel();
    set.delete(watcher);
    if (set.size > 0) return;
    cubeWatchers.delete(cubeId);
    // A socket not opened yet (the watch stopped before the page was idle) has nothing to leave.
    void socket?.then((s) => {
      if (s.connected && !cubeWatchers.has(cubeId))
        s.emit('cube:unsubscribe', { type: 'cube:unsubscribe', cubeId });
    });
  };
}

/**
 * Watches a draft's room as its seated player: subscribes now and after every reconnect. Its pushes
 * (`draft:view`, `draft:lobby`, `draft:chat`) come through listenRealtime. Returns the stop function.
 */
export function watchDraft(draftId: string, watcher: DraftWatcher): () => void {
  const set = addTo(draftWatchers, draftId, watcher);
  void protocol().catch(() => {}); // beside the socket, not after it: its subscribe's ack needs them
  void connect().then((s) => {
    if (set.has(watcher) && s.connected) subscribeDraft(s, draftId);
  });
  return () => {
    set.delete(watcher);
    if (set.size > 0) return;
    draftWatchers.delete(draftId);
    void connect().then((s) => {
      if (s.connected && !draftWatchers.has(draftId))
        s.emit('draft:unsubscribe', { type: 'draft:unsubscribe', draftId });
    });
  };
}

/**
 * Asks for a draft's full view again (a delta was made from a version this tab does not hold):
 * subscribes again, and the watchers hear the ack. Returns false when the socket is down.
 */
export function resubscribeDraft(draftId: string): boolean {
  if (!connectionState) return false;
  void connect().then((s) => {
    if (s.connected && draftWatchers.has(draftId)) subscribeDraft(s, draftId);
  });
  return true;
}

/**
 * Sends one message on the tab's socket and resolves with its parsed ack; rejects when the socket is
 * not connected or no ack came within `timeoutMs` (the caller resends: picks are idempotent).
 */
export async function requestRealtime<T extends ClientMessageType>(
  message: ClientMessageOf<T>,
  timeoutMs: number,
): Promise<AckOf<T>> {
  const s = await connect();
  if (!s.connected) throw new Error('The live connection is down');
  return ask(s, message, timeoutMs);
}

/**
 * Sends one client message on the tab's socket without asking for an answer, so nothing comes back to
 * parse (and no schemas load) unless the server has news. Dropped when the socket is not connected: a
 * sender that must be heard sends again on connect (listenConnection).
 */
export function sendRealtime(message: ClientMessage): void {
  void socket?.then((s) => {
    if (s.connected) s.emit(message.type, message);
  });
}

let connectionState = false;
function setConnected(connected: boolean) {
  connectionState = connected;
  for (const l of connectionListeners) l(connected);
}

/** Whether the tab's socket is connected now. */
export function realtimeConnected(): boolean {
  return connectionState;
}

/** Hears the tab's socket connect and disconnect (called at once with the current state). */
export function listenConnection(listener: (connected: boolean) => void): () => void {
  connectionListeners.add(listener);
  listener(connectionState);
  void connect();
  return () => {
    connectionListeners.delete(listener);
    closeIfUnused();
  };
}

/**
 * Listens to one type of server message on the tab's socket (opening it if need be), parsed; `reconnect`
 * fires after a reconnect. Returns the function that stops listening, which closes the socket once
 * nothing uses it.
 */
export function listenRealtime<T extends ServerMessageType>(
  event: T,
  listener: (message: ServerMessageOf<T>) => void,
): () => void;
export function listenRealtime(event: 'reconnect', listener: () => void): () => void;
export function listenRealtime(event: string, listener: (message: never) => void): () => void {
  const set = addTo(listeners, event, listener);
  void connect();
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(event);
    closeIfUnused();
  };
}

const inUse = () => listeners.size + cubeWatchers.size + draftWatchers.size + connectionListeners.size > 0;

/** Closes the socket once no listener is left (watched rooms keep it, as they always did). */
function closeIfUnused() {
  if (!inUse()) resetRealtime();
}

/** Drops the socket (after sign-in or sign-out the server must see the new session cookie). */
export function resetRealtime(): void {
  const old = socket;
  socket = null;
  void old?.then((s) => s.disconnect());
  if (old) setConnected(false);
  // Rooms and listeners still on screen reconnect with the new identity (their access may have changed).
  if (inUse()) void connect();
}
