/** Rows of one query over a page of parents, grouped by their parent's id (query order kept within each). */
export function groupRows<T, K extends keyof T>(rows: readonly T[], key: K): Map<T[K], T[]> {
  const out = new Map<T[K], T[]>();
  for (const r of rows) {
    const list = out.get(r[key]);
    if (list) list.push(r);
    else out.set(r[key], [r]);
  }
  return out;
}
