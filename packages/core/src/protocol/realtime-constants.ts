// The realtime connection's constants, in a module without zod: the web shell opens the notifications
// socket on every page and must not pull every protocol schema into its first chunk.

/** Bumped on any incompatible change; the server refuses a connection that speaks another version. */
export const REALTIME_PROTOCOL_VERSION = 2;
/** Where the socket.io server listens on the app's origin. */
export const REALTIME_PATH = '/socket.io';
/**
 * WebSocket only, on both sides: socket.io's long-polling fallback spreads one session over many
 * requests, which several instances behind a load balancer could only serve with sticky sessions.
 */
export const REALTIME_TRANSPORTS = ['websocket'] as const;
