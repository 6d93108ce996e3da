// Candidate generation for fuzzy matching: keys sharing the most trigrams with the query.
// Keys are padded with two leading spaces so the first letters weigh in (typos rarely start a name).

/** Distinct trigrams of a key; `full` also pads the end so whole-name matches beat longer names. */
function trigramsOf(key: string, full: boolean): string[] {
  const padded = `  ${key}${full ? ' ' : ''}`;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return [...grams];
}

const POSTINGS_BUDGET = 6000;

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
    const lists = trigramsOf(query.slice(0, 200), full)
      .map((g) => this.postings.get(g))
      .filter((l): l is Int32Array => l !== undefined)
      .sort((x, y) => x.length - y.length);
    // Rarest trigrams first, and the commonest ones ("  s", "er ") skipped once enough keys are counted:
    // they cost the most to count and say the least about which name was meant.
    let budget = POSTINGS_BUDGET;
    const grams = lists.filter((l, i) => {
      budget -= l.length;
      return i < 3 || budget >= 0;
    });
    const counts = this.counts;
    const touched = this.touched;
    let touchedCount = 0;
    for (const list of grams) {
      for (let k = 0; k < list.length; k++) {
        const idx = list[k]!;
        if (counts[idx] === 0) touched[touchedCount++] = idx;
        counts[idx]!++;
      }
    }
    // A histogram of shared counts gives the lowest count that still makes the top `max`, so only
    // the keys above it need sorting (the touched set can be thousands of keys for common trigrams).
    const histogram = new Int32Array(grams.length + 1);
    for (let t = 0; t < touchedCount; t++) histogram[counts[touched[t]!]!]!++;
    const floor = Math.max(1, minShared);
    let threshold = grams.length;
    let above = 0;
    while (threshold > floor && above + histogram[threshold]! < max) above += histogram[threshold--]!;
    const best: number[] = [];
    const atThreshold: number[] = [];
    for (let t = 0; t < touchedCount; t++) {
      const idx = touched[t]!;
      const c = counts[idx]!;
      if (c > threshold) best.push(idx);
      else if (c === threshold && threshold >= floor && atThreshold.length < max - above)
        atThreshold.push(idx);
    }
    best.sort((a, b) => counts[b]! - counts[a]! || a - b);
    for (let t = 0; t < touchedCount; t++) counts[touched[t]!] = 0;
    return best.concat(atThreshold).slice(0, max);
  }
}
