// Sorted keys for prefix lookups by binary search: O(log n) to find the first match, then a scan.

/** Keys sorted by UTF-16 code units, each carrying a reference number chosen by the caller. */
export class PrefixIndex {
  private readonly keys: string[];
  private readonly refs: Int32Array;

  constructor(pairs: Array<[key: string, ref: number]>) {
    pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
    this.keys = pairs.map((p) => p[0]);
    this.refs = Int32Array.from(pairs, (p) => p[1]);
  }

  /** Calls `visit(key, ref)` for each key starting with `prefix`, in key order, at most `max` times. */
  scan(prefix: string, max: number, visit: (key: string, ref: number) => void): void {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keys[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo, seen = 0; i < this.keys.length && seen < max; i++, seen++) {
      const key = this.keys[i]!;
      if (!key.startsWith(prefix)) return;
      visit(key, this.refs[i]!);
    }
  }
}
