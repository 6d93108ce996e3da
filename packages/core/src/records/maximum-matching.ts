// Edmonds' blossom algorithm for a maximum matching in a general graph, O(V^3). Swiss pairing asks it
// whether a pairing without rematches exists at all (the graph of "not yet met" is not bipartite), so
// the ranked backtracking search never explores a hopeless tree, and falls back on its answer when the
// search runs out of budget.

/**
 * A maximum matching of the graph (vertices 0..n-1, adjacency lists); `initial` may hold a valid partial
 * matching to grow from. Returns mate[v] (-1 when unmatched).
 */
export function maximumMatching(
  n: number,
  adjacency: readonly (readonly number[])[],
  initial?: Int32Array,
): Int32Array {
  const mate = initial ? Int32Array.from(initial) : new Int32Array(n).fill(-1);
  const parent = new Int32Array(n);
  const base = new Int32Array(n);
  const inQueue = new Uint8Array(n);
  const inBlossom = new Uint8Array(n);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;

  const commonAncestor = (x: number, y: number): number => {
    const seen = new Uint8Array(n);
    let a = x;
    for (;;) {
      a = base[a] as number;
      seen[a] = 1;
      if (mate[a] === -1) break;
      a = parent[mate[a] as number] as number;
    }
    let b = y;
    for (;;) {
      b = base[b] as number;
      if (seen[b]) return b;
      b = parent[mate[b] as number] as number;
    }
  };

  const markPath = (from: number, stem: number, child: number) => {
    let v = from;
    let c = child;
    while (base[v] !== stem) {
      const m = mate[v] as number;
      inBlossom[base[v] as number] = 1;
      inBlossom[base[m] as number] = 1;
      parent[v] = c;
      c = m;
      v = parent[m] as number;
    }
  };

  const augmentingEnd = (root: number): number => {
    inQueue.fill(0);
    parent.fill(-1);
    for (let i = 0; i < n; i++) base[i] = i;
    inQueue[root] = 1;
    head = 0;
    tail = 0;
    queue[tail++] = root;
    while (head < tail) {
      const v = queue[head++] as number;
      for (const to of adjacency[v] as readonly number[]) {
        if (base[v] === base[to] || mate[v] === to) continue;
        if (to === root || (mate[to] !== -1 && parent[mate[to] as number] !== -1)) {
          const stem = commonAncestor(v, to);
          inBlossom.fill(0);
          markPath(v, stem, to);
          markPath(to, stem, v);
          for (let i = 0; i < n; i++) {
            if (!inBlossom[base[i] as number]) continue;
            base[i] = stem;
            if (!inQueue[i]) {
              inQueue[i] = 1;
              queue[tail++] = i;
            }
          }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (mate[to] === -1) return to;
          const next = mate[to] as number;
          inQueue[next] = 1;
          queue[tail++] = next;
        }
      }
    }
    return -1;
  };

  for (let root = 0; root < n; root++) {
    if (mate[root] !== -1) continue;
    let v = augmentingEnd(root);
    while (v !== -1) {
      const p = parent[v] as number;
      const pp = mate[p] as number;
      mate[v] = p;
      mate[p] = v;
      v = pp;
    }
  }
  return mate;
}
