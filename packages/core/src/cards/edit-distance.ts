// Edit distances (optimal string alignment: insert, delete, substitute, swap two neighbours),
// the usual shape of typos in typed card names.

/** Edit distance between two strings. */
export function editDistance(a: string, b: string): number {
  return osa(a, b, false);
}

/** Smallest edit distance between `query` and any prefix of `target`: how far a partly typed name is. */
export function prefixEditDistance(query: string, target: string): number {
  return osa(query, target.slice(0, query.length + 3), true);
}

function osa(a: string, b: string, prefix: boolean): number {
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const cb = b.charCodeAt(j - 1);
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        d = Math.min(d, prev2[j - 2]! + 1);
      }
      cur[j] = d;
    }
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  // For a prefix match the query must be used up, but the target may stop anywhere.
  return prefix ? Math.min(...prev) : prev[n]!;
}
