// "Cubes containing this card" for search pages, kept in memory per card: a page whose cards were all
// counted before costs no query. Any cube event (a save, a visibility or hiding change, a deletion, a
// clone; realtime.onCubeEvent, on every instance) may change some count, so it clears the whole cache:
// events are rare next to searches, and a cleared cache only costs the query every page ran before.

/** Bound on cards held; past it the cache starts over. */
const MAX_CARDS = 100_000;

export class CubeCountCache {
  private counts = new Map<string, number>();
  /** Moves on every clear, so a query answered from before a change is not stored after it. */
  private generation = 0;

  constructor(private readonly query: (cardIds: readonly string[]) => Promise<Record<string, number>>) {}

  clear(): void {
    this.counts = new Map();
    this.generation++;
  }

  /** Counts of `cardIds` as publicCubeCounts gives them (cards in no listed cube left out). */
  async countsOf(cardIds: readonly string[]): Promise<Record<string, number>> {
    const held = this.counts;
    const missing = cardIds.filter((id) => !held.has(id));
    const generation = this.generation;
    const found = missing.length > 0 ? await this.query(missing) : {};
    if (generation === this.generation) {
      if (this.counts.size + missing.length > MAX_CARDS) this.clear();
      for (const id of missing) this.counts.set(id, found[id] ?? 0);
    }
    const out: Record<string, number> = {};
    for (const id of cardIds) {
      const n = found[id] ?? held.get(id) ?? 0;
      if (n > 0) out[id] = n;
    }
    return out;
  }
}
