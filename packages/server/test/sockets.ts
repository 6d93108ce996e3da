import { REALTIME_PATH, REALTIME_PROTOCOL_VERSION } from '@cubewright/core/protocol';
import { io, type Socket } from 'socket.io-client';

// A real socket.io client for tests and benches, signed in with a session cookie.

/** Connects to `url` as the holder of `cookie` (websocket only, no reconnection); resolves when connected. */
export async function connectWithCookie(url: string, cookie: string): Promise<Socket> {
  const socket = io(url, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    reconnection: false,
    auth: { protocol: REALTIME_PROTOCOL_VERSION },
    extraHeaders: { cookie },
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}
