import type { Socket as NetSocket } from 'node:net';
import type { Socket } from 'socket.io';

// Every socket.io packet is its own WebSocket frame and, sent alone, its own `writev` system call: on the
// loopback and on a busy machine that call (which also does the receiving side's TCP work) was the
// largest single cost of a pick in bench:draft's saturated phase. A seat that picks is sent two packets
// in the same turn of the event loop (the pick's ack and its own view's delta, both right after the
// commit). engine.io writes a packet at once when its transport is writable and queues the rest until
// that write completes, so two packets of one turn always took two writes. Here a connection's transport
// is held (not writable) from its first packet of a turn until the turn's I/O callbacks are done
// (setImmediate); then its queue goes out under one cork of its TCP socket: one write. Nothing waits
// longer than that turn (ADR 0035, addendum 2).

/** The parts of engine.io's connection (socket.conn) this uses; none is public API, so each is checked. */
interface EngineConnection {
  readyState: string;
  transport?: { name?: string; writable: boolean; socket?: { _socket?: NetSocket } };
  flush?: () => void;
}

const held = new Set<EngineConnection>();
let scheduled = false;

function releaseAll() {
  scheduled = false;
  const connections = [...held];
  held.clear();
  for (const conn of connections) {
    const transport = conn.transport!;
    const raw = transport.socket?._socket;
    raw?.cork();
    transport.writable = true;
    conn.flush!();
    raw?.uncork();
  }
}

/** Queues what this connection is sent for the rest of the turn, to go out together at its end. */
export function holdWritesUntilTurnEnds(socket: Socket): void {
  const conn = socket.conn as unknown as EngineConnection;
  const transport = conn?.transport;
  if (held.has(conn) || conn.readyState !== 'open' || transport?.name !== 'websocket') return;
  if (typeof conn.flush !== 'function') return;
  held.add(conn);
  // A write in flight keeps it false and sets it back when done (flushing the queue then, which is fine).
  transport.writable = false;
  if (!scheduled) {
    scheduled = true;
    setImmediate(releaseAll);
  }
}
