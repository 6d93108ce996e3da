// Candidate generation for fuzzy matching: keys sharing the most trigrams with the query.
// Keys are padded with two leading spaces so the first letters weigh in (typos rarely start a name).

/** Distinct trigrams of a key; `full` also pads the end so whole-name matches beat longer names. */
export function trigramsOf(key: string, full: boolean): string[] {
  const padded = `  ${key}${full ? ' ' : ''}`;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return [...grams];
}

/** An inverted index from trigram to the keys (by position) that contain it. */
export class TrigramIndex {
  private readonly postings = new Map<string, Int32Array>();
  private readonly counts: Uint8Array;
  private readonly touched: Int32Array;

  constructor(keys: readonly string[]) {
    const lists = new Map<string, number[]>();
    keys.forEach((key, i) => {
      for (const g of trigramsOf(key, true)) {
        const list = lists.get(g);
        if (list) list.push(i);
        else lists.set(g, [i]);
      }
    });
    for (const [g, list] of lists) this.postings.set(g, Int32Array.from(list));
    this.counts = new Uint8Array(keys.length);
    this.touched = new Int32Array(keys.length);
  }

  /** Up to `max` key positions sharing the most trigrams with `query` (at least `minShared`), best first. */
  candidates(query: string, max: number, full: boolean, minShared = 1): number[] {
    // Capped so the per-key counters fit in a byte.
    const grams = trigramsOf(query.slice(0, 200), full);
    let touchedCount = 0;
    for (const g of grams) {
      const list = this.postings.get(g);
      if (!list) continue;
      for (let k = 0; k < list.length; k++) {
        const idx = list[k]!;
        if (this.counts[idx] === 0) this.touched[touchedCount++] = idx;
        this.counts[idx]!++;
      }
    }
    // Bucket by shared count (small integers), then read the buckets from the top.
    const buckets: number[][] = Array.from({ length: grams.length + 1 }, () => []);
    for (let t = 0; t < touchedCount; t++) {
      const idx = this.touched[t]!;
      buckets[this.counts[idx]!]!.push(idx);
      this.counts[idx] = 0;
    }
    const out: number[] = [];
    for (let c = grams.length; c >= Math.max(1, minShared) && out.length < max; c--) {
      for (const idx of buckets[c]!) {
        out.push(idx);
        if (out.length >= max) break;
      }
    }
    return out;
  }
}
