import type { Server } from 'socket.io';

// socket.io's encoder walks every event and ack it sends (`hasBinary`, the whole object graph) to find
// Buffers to send as attachments. The rooms' messages and acks are the protocol's JSON (core/protocol's
// schemas): they never hold binary, and a seat's view is the largest thing a pick sends, eight times over
// (ADR 0087). What the rooms send goes through `asJson`, and the server's encoder takes such a packet
// straight to its string form, the form it has when the walk finds nothing. Anything else sent (by
// socket.io itself, or another emit) is encoded as before.

/** The parts of socket.io-parser's Encoder used here; encodeAsString is not public API, so it is checked. */
interface PacketEncoder {
  encode(packet: unknown): unknown[];
  encodeAsString?(packet: unknown): string;
}

/** True while an `asJson` emit runs: socket.io encodes a socket's packet synchronously in its emit. */
let json = false;

/** Runs `emit` (one socket.io emit or ack of a protocol message) with its packet encoded as JSON. */
export function asJson(emit: () => void): void {
  json = true;
  try {
    emit();
  } finally {
    json = false;
  }
}

/** Makes the server's encoder skip the binary walk for packets sent through `asJson`. */
export function skipBinaryScan(io: Server): void {
  const encoder = io.encoder as unknown as PacketEncoder;
  const { encodeAsString } = encoder;
  if (typeof encodeAsString !== 'function') return;
  const encode = encoder.encode.bind(encoder);
  encoder.encode = (packet) => (json ? [encodeAsString.call(encoder, packet)] : encode(packet));
}
