/**
 * Every row of a table read in pages of `size` by an ordered unique text key: each page starts after the
 * last key of the one before (a keyset), so a page costs the same at any depth and only one page is held
 * at a time (an OFFSET page would read every row before it again; a single query would hold them all).
 */
export async function* keysetPages<T>(
  size: number,
  read: (after: string | null, limit: number) => Promise<T[]>,
  keyOf: (row: T) => string,
): AsyncGenerator<T[]> {
  let after: string | null = null;
  for (;;) {
    const page = await read(after, size);
    if (page.length === 0) return;
    yield page;
    if (page.length < size) return;
    after = keyOf(page[page.length - 1]!);
  }
}
