import http from 'node:http';
import type { AddressInfo, Socket as NetSocket } from 'node:net';
import { Server, type Socket } from 'socket.io';
import { type Socket as ClientSocket, io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdWritesUntilTurnEnds } from './turn-writes';

// A real socket.io server and client on the loopback: the packets one connection is sent in one turn of
// the event loop leave in one write of its TCP socket when held, and each in its own write otherwise.

describe('writes held until the turn ends', () => {
  const httpServer = http.createServer();
  const io = new Server(httpServer, { transports: ['websocket'] });
  let client: ClientSocket;
  let serverSide: Socket;
  beforeAll(async () => {
    const connected = new Promise<Socket>((resolve) => io.once('connection', resolve));
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
    const { port } = httpServer.address() as AddressInfo;
    client = connect(`http://127.0.0.1:${port}`, { transports: ['websocket'], reconnection: false });
    serverSide = await connected;
  });
  afterAll(async () => {
    client?.disconnect();
    await io.close();
  });

  /** Sends two packets in one turn; resolves with the number of writes they took, once both arrived. */
  async function writesForTwoPackets(hold: boolean): Promise<number> {
    const raw = (serverSide.conn.transport as unknown as { socket: { _socket: NetSocket } }).socket._socket;
    const calls = { n: 0 };
    const counted = <F extends (...args: never[]) => unknown>(f: F) =>
      function (this: unknown, ...args: Parameters<F>) {
        calls.n++;
        return f.apply(this, args);
      } as F;
    const original = { write: raw._write, writev: raw._writev };
    raw._write = counted(original.write);
    raw._writev = original.writev && counted(original.writev);
    const heard: string[] = [];
    const both = new Promise<void>((resolve) =>
      client.on('note', (text: string) => {
        heard.push(text);
        if (heard.length === 2) resolve();
      }),
    );
    for (const text of ['first', 'second']) {
      if (hold) holdWritesUntilTurnEnds(serverSide);
      serverSide.emit('note', text);
    }
    await both;
    client.off('note');
    Object.assign(raw, { _write: original.write, _writev: original.writev });
    expect(heard).toEqual(['first', 'second']);
    expect(raw.writableCorked).toBe(0);
    return calls.n;
  }

  it('sends what one turn sends a connection in one write, and nothing stays held', async () => {
    expect(await writesForTwoPackets(false)).toBe(2);
    expect(await writesForTwoPackets(true)).toBe(1);
  });
});
