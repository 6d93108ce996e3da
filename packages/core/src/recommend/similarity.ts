// Similarity of two cubes by the cards they share. Cosine over main-board card sets (the Ochiai
// coefficient): |A ∩ B| / sqrt(|A| · |B|). See ADR 0032 for why not Jaccard.

/** Cosine similarity of two card sets (0 when either is empty). */
export function cubeSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const card of small) if (large.has(card)) shared++;
  return cosineOf(shared, a.size, b.size);
}

/** Cosine from the overlap and the two set sizes. */
export function cosineOf(shared: number, sizeA: number, sizeB: number): number {
  return sizeA === 0 || sizeB === 0 ? 0 : shared / Math.sqrt(sizeA * sizeB);
}
