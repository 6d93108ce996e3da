/** Runs `fn` over `items` with at most `limit` in flight (the benches' clients, drafts and seats). */
export async function inPool<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T, i: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i]!, i);
      }
    }),
  );
}
