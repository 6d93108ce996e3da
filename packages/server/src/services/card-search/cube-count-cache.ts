import type { Clock, TimerHandle } from '@cubewright/core/clock';

// "Cubes containing this card" for search pages, kept in memory: a search must not wait on the database
// (issue 14: HTTP search p50 under 3 ms at any time after ready; on PGlite a counts query also waits
// behind the card-table copy, and was most of a search page's cost then).
//
// Two layers. The whole table (every listed card's count, one grouped query) answers every page once it
// is loaded; it is loaded when the server starts and again a little after cube events. Until it is, and
// right after an event, a page's uncounted cards are counted with one query and kept per card. Any cube
// event (a save, a visibility or hiding change, a deletion, a clone; realtime.onCubeEvent, on every
// instance) may change some count, so it drops both layers: the next page counts again at once, and
// the whole table comes back after `reloadAfterMs`, at most once per that time however many events come
// (saves can come in bursts). The whole table is read from card_cube_counts, one row per card that
// triggers keep in each change's transaction (ADR 0061): a reload costs the number of distinct cards,
// not a recount of every listed cube's cards as it did.

/** Bound on cards held per card; past it the per-card layer starts over. */
const MAX_CARDS = 100_000;

/** Counts of the named cards, or of every card when none are named (cards in no listed cube left out). */
export type CubeCountQuery = (cardIds?: readonly string[]) => Promise<Record<string, number>>;

export class CubeCountCache {
  private counts = new Map<string, number>();
  /** Every listed card's count, for the current generation; null until loaded. */
  private whole: Map<string, number> | null = null;
  /** Moves on every clear, so a query answered from before a change is not stored after it. */
  private generation = 0;
  private reloadTimer: TimerHandle | null = null;

  constructor(
    private readonly query: CubeCountQuery,
    private readonly clock: Clock,
    private readonly reloadAfterMs = 2_000,
  ) {}

  /** Whether pages are answered from the whole table (no query). */
  get complete(): boolean {
    return this.whole !== null;
  }

  clear(): void {
    this.counts = new Map();
    this.whole = null;
    this.generation++;
    if (!this.reloadTimer) {
      this.reloadTimer = this.clock
        .setTimeout(() => {
          this.reloadTimer = null;
          void this.load();
        }, this.reloadAfterMs)
        .unref();
    }
  }

  /** Loads the whole table; a change meanwhile discards it (the next reload takes it). Never throws. */
  async load(): Promise<void> {
    const generation = this.generation;
    try {
      const all = await this.query();
      if (generation === this.generation) this.whole = new Map(Object.entries(all));
    } catch {
      // The per-card layer still answers; the next cube event tries again.
    }
  }

  close(): void {
    if (this.reloadTimer) this.clock.clear(this.reloadTimer);
    this.reloadTimer = null;
  }

  /** Counts of `cardIds` as publicCubeCounts gives them (cards in no listed cube left out). */
  async countsOf(cardIds: readonly string[]): Promise<Record<string, number>> {
    const whole = this.whole;
    if (whole) return pick(cardIds, (id) => whole.get(id));
    const held = this.counts;
    const missing = cardIds.filter((id) => !held.has(id));
    const generation = this.generation;
    const found = missing.length > 0 ? await this.query(missing) : {};
    if (generation === this.generation) {
      if (this.counts.size + missing.length > MAX_CARDS) this.clear();
      for (const id of missing) this.counts.set(id, found[id] ?? 0);
    }
    return pick(cardIds, (id) => found[id] ?? held.get(id));
  }
}

function pick(
  cardIds: readonly string[],
  countOf: (id: string) => number | undefined,
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const id of cardIds) {
    const n = countOf(id) ?? 0;
    if (n > 0) out[id] = n;
  }
  return out;
}
