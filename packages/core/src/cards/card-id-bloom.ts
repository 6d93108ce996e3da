// A Bloom filter of card ids: how a browser tells the server, in a few hundred bytes of a query string,
// which card facts it already holds, so a cube response leaves them out (ADR 0039). The browser builds it
// and the server reads it, so both sides share this one implementation. A false positive makes the
// server leave out a fact the browser lacks; the browser then fetches those few ids (POST /api/cards/facts).

// A false positive costs a second request, and a cube view tests hundreds of ids the browser lacks: at 1%
// nearly every view would make one. 20 bits and 14 hashes per id give ~0.007% (720 held ids: 1.8 KiB).
/** Hash functions per id. */
const HASHES = 14;
/** Bits per id held. */
const BITS_PER_ID = 20;
/** The largest filter (4 KiB, 5,462 base64url characters): beyond ~1,600 ids false positives rise. */
export const CARD_BLOOM_MAX_BYTES = 4096;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** FNV-1a over UTF-16 code units, with a seed so two independent hashes come from one routine. */
function fnv1a(s: string, seed: number): number {
  let h = (0x811c9dc5 ^ seed) >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

function positions(id: string, bits: number): number[] {
  const h1 = fnv1a(id, 0);
  // Odd, so the double-hashing steps do not collapse onto a few bits.
  const h2 = (fnv1a(id, 0x5bd1e995) | 1) >>> 0;
  const out: number[] = [];
  for (let i = 0; i < HASHES; i++) out.push(((h1 + Math.imul(i, h2)) >>> 0) % bits);
  return out;
}

export class CardIdBloom {
  private constructor(readonly bytes: Uint8Array) {}

  /** A filter sized for `ids` (at least 16 bytes, at most CARD_BLOOM_MAX_BYTES) holding them all. */
  static of(ids: Iterable<string>): CardIdBloom {
    const list = [...ids];
    const size = Math.min(CARD_BLOOM_MAX_BYTES, Math.max(16, Math.ceil((list.length * BITS_PER_ID) / 8)));
    const bloom = new CardIdBloom(new Uint8Array(size));
    for (const id of list) bloom.add(id);
    return bloom;
  }

  /** Reads a base64url filter; null when it is not one (bad characters, empty, too long). */
  static parse(text: string): CardIdBloom | null {
    if (text.length % 4 === 1 || text.length > Math.ceil((CARD_BLOOM_MAX_BYTES * 4) / 3)) return null;
    const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
    if (bytes.length === 0) return null;
    let acc = 0;
    let held = 0;
    let out = 0;
    for (const ch of text) {
      const v = ALPHABET.indexOf(ch);
      if (v < 0) return null;
      acc = (acc << 6) | v;
      held += 6;
      if (held >= 8) {
        held -= 8;
        bytes[out++] = (acc >>> held) & 0xff;
      }
    }
    return new CardIdBloom(bytes);
  }

  add(id: string): void {
    for (const p of positions(id, this.bytes.length * 8))
      this.bytes[p >>> 3] = (this.bytes[p >>> 3] ?? 0) | (1 << (p & 7));
  }

  /** Whether `id` may be held (false: certainly not). */
  has(id: string): boolean {
    for (const p of positions(id, this.bytes.length * 8)) {
      if (((this.bytes[p >>> 3] ?? 0) & (1 << (p & 7))) === 0) return false;
    }
    return true;
  }

  /** The filter as base64url without padding, for a query string. */
  toString(): string {
    let text = '';
    let acc = 0;
    let held = 0;
    for (const b of this.bytes) {
      acc = ((acc << 8) | b) & 0xffff;
      held += 8;
      while (held >= 6) {
        held -= 6;
        text += ALPHABET[(acc >>> held) & 63];
      }
    }
    if (held > 0) text += ALPHABET[(acc << (6 - held)) & 63];
    return text;
  }
}
