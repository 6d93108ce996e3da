/** One page as a dump reads it: its rows (in key order) and whatever was loaded with them. */
export interface KeysetPage<T, X> {
  rows: T[];
  extras: X;
}

/**
 * Every row of a table read in pages of `size` by an ordered unique text key: each page starts after the
 * last key of the one before (a keyset), so a page costs the same at any depth and only a page or two
 * are held at a time (an OFFSET page would read every row before it again; one query would hold them
 * all). `extras` loads what a page's rows need from other tables. The next page is read while the
 * caller works on this one, so the database and the serialising and compressing overlap.
 */
export async function* keysetPages<T, X>(
  size: number,
  read: (after: string | null, limit: number) => Promise<T[]>,
  keyOf: (row: T) => string,
  extras: (rows: T[]) => Promise<X>,
): AsyncGenerator<KeysetPage<T, X>> {
  const load = async (after: string | null): Promise<KeysetPage<T, X>> => {
    const rows = await read(after, size);
    return { rows, extras: rows.length > 0 ? await extras(rows) : (undefined as X) };
  };
  let next: Promise<KeysetPage<T, X>> | null = load(null);
  while (next) {
    const page: KeysetPage<T, X> = await next;
    if (page.rows.length === 0) return;
    next = page.rows.length < size ? null : load(keyOf(page.rows[page.rows.length - 1]!));
    // A failed read ahead surfaces when it is awaited, not as an unhandled rejection meanwhile.
    next?.catch(() => {});
    yield page;
  }
}
