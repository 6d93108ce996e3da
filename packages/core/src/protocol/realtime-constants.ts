// The realtime connection's constants and version rule, in a module without zod: the web shell opens the notifications
// socket on every page and must not pull every protocol schema into its first chunk.

/** Bumped on any incompatible change; the server refuses a connection that speaks another version. */
export const REALTIME_PROTOCOL_VERSION = 3;
/** Where the socket.io server listens on the app's origin. */
export const REALTIME_PATH = '/socket.io';
/**
 * WebSocket only, on both sides: socket.io's long-polling fallback spreads one session over many
 * requests, which several instances behind a load balancer could only serve with sticky sessions.
 */
export const REALTIME_TRANSPORTS = ['websocket'] as const;

/**
 * What a client does with an event of version `incoming` after having seen `last`: apply it, drop a
 * duplicate or stale one, or resync (refetch over HTTP) because some events were missed.
 */
export function liveVersionStep(last: number, incoming: number): 'apply' | 'drop' | 'resync' {
  if (incoming <= last) return 'drop';
  return incoming === last + 1 ? 'apply' : 'resync';
}
