// Match sets of single terms, kept across queries. Someone typing "t:creature o:fla", then "o:flas",
// then "o:flash" asks for t:creature three times: its set is computed once and read twice. Bounded by
// bytes, least recently used first out; one cache serves one search index (positions are its cards).
import type { TermNode } from './ast';
import type { Bits } from './bitset';

/** The key of a term: everything a field's `build` reads (not where the term stood or how its field was spelt). */
export function termKey(term: TermNode): string {
  return `${term.field}\u0000${term.op}\u0000${term.quoted ? 'q' : ''}${term.regex ? 'r' : ''}\u0000${term.value}`;
}

/** A least-recently-used map from term keys to the term's matches over one index. */
export class TermCache {
  private readonly sets = new Map<string, Bits>();
  private bytes = 0;

  /** `maxBytes`: the most the kept sets may take (32k cards: 4 KB a set). */
  constructor(readonly maxBytes = 4 * 1024 * 1024) {}

  get(key: string): Bits | undefined {
    const bits = this.sets.get(key);
    if (bits) {
      // Re-inserting keeps the map in least-recently-used order.
      this.sets.delete(key);
      this.sets.set(key, bits);
    }
    return bits;
  }

  set(key: string, bits: Bits): void {
    const old = this.sets.get(key);
    if (old) {
      this.sets.delete(key);
      this.bytes -= old.byteLength;
    }
    if (bits.byteLength > this.maxBytes) return;
    this.sets.set(key, bits);
    this.bytes += bits.byteLength;
    for (const [oldest, dropped] of this.sets) {
      if (this.bytes <= this.maxBytes) break;
      this.sets.delete(oldest);
      this.bytes -= dropped.byteLength;
    }
  }

  /** Forgets every set (the index they describe was replaced). */
  clear(): void {
    this.sets.clear();
    this.bytes = 0;
  }

  /** Sets kept and the bytes they take. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.sets.size, bytes: this.bytes };
  }
}
