import { cosineOf } from './similarity';

// The public cubes as an inverted index (card -> cubes holding it), so the cubes most like one cube
// are found by walking only the postings of its own cards instead of comparing it with every cube:
// at 10,000 public cubes that is a few hundred thousand counter increments.

/** One public cube's main board, as card ids (duplicates are ignored). */
export interface CorpusCube {
  id: string;
  cards: readonly string[];
}

/** A cube found similar, with its cosine similarity and the number of cards it shares. */
export interface SimilarCube {
  id: string;
  similarity: number;
  shared: number;
}

/** The public cubes indexed by card, built once and queried per cube. */
export class CubeCorpus {
  private readonly ids: string[] = [];
  private readonly indexById = new Map<string, number>();
  private readonly sizes: number[] = [];
  private readonly cardsOf: Int32Array[] = [];
  private readonly cardIndex = new Map<string, number>();
  private readonly cardNames: string[] = [];
  private readonly postings: number[][] = [];

  constructor(cubes: Iterable<CorpusCube>) {
    for (const cube of cubes) {
      const own = new Set<number>();
      for (const card of cube.cards) own.add(this.internCard(card));
      const cubeIndex = this.ids.length;
      this.ids.push(cube.id);
      this.indexById.set(cube.id, cubeIndex);
      this.sizes.push(own.size);
      this.cardsOf.push(Int32Array.from(own));
      for (const c of own) this.postings[c]?.push(cubeIndex);
    }
  }

  /** How many cubes the corpus holds. */
  get size(): number {
    return this.ids.length;
  }

  /** The `limit` cubes most similar to `cards` with a similarity of at least `minSimilarity`, best first, among those `accept` takes. */
  mostSimilar(
    cards: ReadonlySet<string>,
    limit: number,
    minSimilarity: number,
    accept: (id: string) => boolean = () => true,
  ): SimilarCube[] {
    const overlap = new Int32Array(this.ids.length);
    const touched: number[] = [];
    for (const card of cards) {
      const c = this.cardIndex.get(card);
      if (c === undefined) continue;
      for (const cube of this.postings[c] ?? []) {
        if (overlap[cube] === 0) touched.push(cube);
        overlap[cube] = (overlap[cube] as number) + 1;
      }
    }
    const found: SimilarCube[] = [];
    for (const cube of touched) {
      const id = this.ids[cube] as string;
      if (!accept(id)) continue;
      const similarity = cosineOf(overlap[cube] as number, cards.size, this.sizes[cube] as number);
      if (similarity >= minSimilarity) found.push({ id, similarity, shared: overlap[cube] as number });
    }
    // Ties broken by id so the answer does not depend on the order cubes were loaded in.
    found.sort((a, b) => b.similarity - a.similarity || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return found.slice(0, limit);
  }

  /** How many of the given cubes hold each card (cards held by none are absent). */
  cardCounts(cubeIds: readonly string[]): Map<string, number> {
    const counts = new Map<string, number>();
    for (const id of new Set(cubeIds)) {
      const cube = this.indexById.get(id);
      if (cube === undefined) continue;
      for (const c of this.cardsOf[cube] ?? []) {
        const card = this.cardNames[c] as string;
        counts.set(card, (counts.get(card) ?? 0) + 1);
      }
    }
    return counts;
  }

  private internCard(card: string): number {
    let c = this.cardIndex.get(card);
    if (c === undefined) {
      c = this.cardNames.length;
      this.cardIndex.set(card, c);
      this.cardNames.push(card);
      this.postings.push([]);
    }
    return c;
  }
}
