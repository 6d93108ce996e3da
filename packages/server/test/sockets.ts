import { REALTIME_PATH, REALTIME_PROTOCOL_VERSION } from '@cubewright/core/protocol';
import { io, type Socket } from 'socket.io-client';

// A real socket.io client for tests and benches, signed in with a session cookie.

/**
 * Connects to `url` as the holder of `cookie` (websocket only, no reconnection); resolves when connected.
 * `protocol` is this build's realtime protocol version unless given (a bench talking to an older server).
 */
export async function connectWithCookie(
  url: string,
  cookie: string,
  protocol: number = REALTIME_PROTOCOL_VERSION,
): Promise<Socket> {
  const socket = io(url, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    auth: { protocol },
    extraHeaders: { cookie },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}
