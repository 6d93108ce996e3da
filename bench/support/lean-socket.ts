import { REALTIME_PATH, REALTIME_PROTOCOL_VERSION } from '@cubewright/core/protocol';
import WebSocket from 'ws';
import { connectWithCookie } from '../../packages/server/test/sockets';

// A lean client of the socket.io v5 / engine.io v4 wire protocol over one `ws` WebSocket, for the draft
// bench (issue 33): with socket.io-client, the bench's 4,000 seats spent about as much CPU as the server
// they measured, on the same cores, so the knee found was partly the client's. This speaks only what the
// draft protocol uses: the websocket transport, the main namespace, JSON events and acks, the heartbeat.
// No reconnection, no binary, no buffering before connect.
//
// Framing, as engine.io-parser and socket.io-parser write it: every WebSocket text frame is one
// engine.io packet, its type the first character (0 open, 1 close, 2 ping, 3 pong, 4 message); a
// message carries one socket.io packet, its type next (0 CONNECT, 1 DISCONNECT, 2 EVENT, 3 ACK,
// 4 CONNECT_ERROR), then the ack id's digits if any, then the JSON: `42["type",data]`, `4212["type",data]`
// (an event asking for ack 12), `4312[data]` (ack 12's answer).

/** What the draft bench's seats use of a socket: socket.io-client's Socket and LeanSocket both give it. */
export interface BenchSocket {
  on(type: string, listener: (data: never) => void): void;
  emit(type: string, data: unknown, ack: (reply: never) => void): void;
  emitWithAck<T>(type: string, data: unknown): Promise<T>;
  disconnect(): void;
}

/** The bench's client: `lean` (this file, the default) or `socketio` (socket.io-client, the reference). */
export type BenchClient = 'lean' | 'socketio';

export function parseBenchClient(given: string | undefined): BenchClient {
  const client = given ?? 'lean';
  if (client !== 'lean' && client !== 'socketio')
    throw new Error(`unknown --client ${client} (lean or socketio)`);
  return client;
}

/** A seat's socket as `client` makes it, connected (the socket.io CONNECT answered) when it resolves. */
export async function connectBenchSocket(
  client: BenchClient,
  url: string,
  cookie: string,
  protocol?: number,
): Promise<BenchSocket> {
  if (client === 'lean') return LeanSocket.connect(url, cookie, protocol);
  const socket = await connectWithCookie(url, cookie, protocol);
  return {
    on: (type, listener) => socket.on(type, listener as (data: unknown) => void),
    emit: (type, data, ack) => socket.emit(type, data, ack),
    emitWithAck: (type, data) => socket.emitWithAck(type, data),
    disconnect: () => socket.disconnect(),
  };
}

type Listener = (data: never) => void;

export class LeanSocket implements BenchSocket {
  private readonly listeners = new Map<string, Listener[]>();
  /** Acks awaited, by id: the callback, and how to fail it if the socket closes first. */
  private readonly acks = new Map<number, { answer: (reply: never) => void; fail: (err: Error) => void }>();
  private nextId = 0;
  private closed = false;

  private constructor(private readonly ws: WebSocket) {}

  /**
   * Opens `url` (http://host:port) as the holder of `cookie` and sends the socket.io CONNECT with
   * `auth: { protocol }` (as connectWithCookie does: this build's version unless given); resolves on the server's CONNECT,
   * rejects on its CONNECT_ERROR or a failed upgrade.
   */
  static connect(url: string, cookie: string, protocol = REALTIME_PROTOCOL_VERSION): Promise<LeanSocket> {
    const wsUrl = `${url.replace(/^http/, 'ws')}${REALTIME_PATH}/?EIO=4&transport=websocket`;
    const ws = new WebSocket(wsUrl, { headers: { cookie }, perMessageDeflate: false });
    const socket = new LeanSocket(ws);
    return new Promise((resolve, reject) => {
      let connected = false;
      ws.on('error', (err) => {
        if (!connected) reject(err);
      });
      ws.on('close', () => {
        socket.closing();
        if (!connected) reject(new Error('socket closed before the socket.io CONNECT'));
      });
      ws.on('message', (data: Buffer) => {
        const frame = data.toString();
        switch (frame[0]) {
          case '0': // engine.io open: the handshake (sid, pingInterval...); the socket.io CONNECT follows.
            ws.send(`40${JSON.stringify({ protocol })}`);
            return;
          case '2': // The server's ping (engine.io v4 pings from the server): a pong, or it closes us.
            ws.send('3');
            return;
          case '1':
            ws.close();
            return;
          case '4':
            break;
          default:
            return;
        }
        switch (frame[1]) {
          case '0':
            connected = true;
            resolve(socket);
            return;
          case '4':
            reject(new Error(`connect error: ${frame.slice(2)}`));
            ws.close();
            return;
          case '1':
            ws.close();
            return;
          case '2':
            socket.event(frame);
            return;
          case '3':
            socket.ack(frame);
        }
      });
    });
  }

  on(type: string, listener: Listener): void {
    const list = this.listeners.get(type);
    if (list) list.push(listener);
    else this.listeners.set(type, [listener]);
  }

  emit(type: string, data: unknown, ack: (reply: never) => void): void {
    this.send(type, data, ack, () => {});
  }

  emitWithAck<T>(type: string, data: unknown): Promise<T> {
    return new Promise((resolve, reject) => this.send(type, data, resolve as (reply: never) => void, reject));
  }

  /** A socket.io DISCONNECT, then the WebSocket's close; acks still awaited are rejected. */
  disconnect(): void {
    if (this.closed) return;
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send('41');
    this.ws.close();
    this.closing();
  }

  private send(type: string, data: unknown, answer: (reply: never) => void, fail: (err: Error) => void) {
    if (this.closed || this.ws.readyState !== WebSocket.OPEN) {
      fail(new Error('socket closed'));
      return;
    }
    const id = this.nextId++;
    this.acks.set(id, { answer, fail });
    this.ws.send(`42${id}${JSON.stringify([type, data])}`);
  }

  /** `42["type",data]` (or `42<id>[...]`: the draft server asks no acks, so none is sent back). */
  private event(frame: string) {
    const [type, data] = JSON.parse(frame.slice(jsonStart(frame))) as [string, never];
    for (const listener of this.listeners.get(type) ?? []) listener(data);
  }

  /** `43<id>[data]`: the answer to emit number id. */
  private ack(frame: string) {
    const start = jsonStart(frame);
    const id = Number(frame.slice(2, start));
    const pending = this.acks.get(id);
    if (!pending) return;
    this.acks.delete(id);
    pending.answer((JSON.parse(frame.slice(start)) as never[])[0]!);
  }

  private closing() {
    if (this.closed) return;
    this.closed = true;
    const pending = [...this.acks.values()];
    this.acks.clear();
    for (const { fail } of pending) fail(new Error('socket closed'));
  }
}

/** Where a socket.io packet's JSON starts in an engine.io message frame: after `4`, the type, the id digits. */
function jsonStart(frame: string): number {
  let i = 2;
  while (i < frame.length && frame.charCodeAt(i) >= 48 && frame.charCodeAt(i) <= 57) i++;
  return i;
}
