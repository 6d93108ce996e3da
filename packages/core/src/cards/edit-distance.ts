// Edit distances (optimal string alignment: insert, delete, substitute, swap two neighbours),
// the usual shape of typos in typed card names. Autocomplete scores dozens of candidates per keystroke,
// so the rows are reused typed arrays and a `limit` lets hopeless candidates stop early.

let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Edit distance between two strings; any result above `limit` is reported as `limit + 1`. */
export function editDistance(a: string, b: string, limit = Number.MAX_SAFE_INTEGER - 1): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  return osa(a, b, false, limit);
}

/** Smallest edit distance between `query` and any prefix of `target`: how far a partly typed name is. */
export function prefixEditDistance(
  query: string,
  target: string,
  limit = Number.MAX_SAFE_INTEGER - 1,
): number {
  return osa(query, target.slice(0, query.length + limit + 1), true, limit);
}

function osa(a: string, b: string, prefix: boolean, limit: number): number {
  const n = b.length;
  if (rows[0]!.length <= n) rows = [0, 1, 2].map(() => new Int32Array(2 * n + 2));
  let [prev2, prev, cur] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    const caBefore = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = 1; j <= n; j++) {
      const cb = b.charCodeAt(j - 1);
      let d = prev[j - 1]! + (ca === cb ? 0 : 1);
      const del = prev[j]! + 1;
      if (del < d) d = del;
      const ins = cur[j - 1]! + 1;
      if (ins < d) d = ins;
      if (j > 1 && caBefore === cb && ca === b.charCodeAt(j - 2)) {
        const swap = prev2[j - 2]! + 1;
        if (swap < d) d = swap;
      }
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    // Every later row is at least this row's minimum, so the limit is already exceeded.
    if (rowMin > limit) return limit + 1;
    const spare = prev2;
    prev2 = prev;
    prev = cur;
    cur = spare;
  }
  let result = prev[n]!;
  // For a prefix match the query must be used up, but the target may stop anywhere.
  if (prefix) for (let j = 0; j < n; j++) if (prev[j]! < result) result = prev[j]!;
  return Math.min(result, limit + 1);
}
