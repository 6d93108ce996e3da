import { CARD_BLOOM_MAX_BYTES, CardIdBloom } from '../cards/card-id-bloom';
import type { Card } from '../cards/types';
import { customIdOfCardId } from '../custom-cards/types';
import type { CardFactsResponse } from './cards';
import { slimFactIds } from './cube-wire';
import type { CubeWithCardsResponse } from './cubes';

// The card facts this browser has received, kept under the server's card-data version (ADR 0039). A cube
// request names them (`have`, a Bloom filter) so the server leaves them out; the store then fills the
// response's cardData back in, so every screen sees the same complete response as before. Facts of the
// card index never change within a version; custom cards' do, so those are never kept.

// Facts may be slim (ADR 0046: the list's cube request leaves out rules text, printings and the like):
// the store knows which, a slim fact never stands in for a full one where a reader asks for full facts
// (`complete(..., 'full')`, `ensureFull`), and a full fact is never replaced by a slim one.

/**
 * Where the facts outlive the page (IndexedDB in a browser); absent in tests and old browsers. `slim`
 * names the kept facts that are slim (a copy saved before slim facts existed has none).
 */
export interface FactsBackend {
  load(): Promise<{ version: string; cards: Card[]; slim?: string[] } | null>;
  save(version: string, cards: Card[], slim: string[]): Promise<void>;
}

/** What a reader needs of the facts: `slim` (the list's) or `full` (every field). */
export type FactsNeed = 'slim' | 'full';

/**
 * Facts kept at most, the oldest going first: enough for the largest cube (5,000 cards) with room for
 * others. It was 3,000, below a 5,000-card cube, whose every view then evicted facts the response relied
 * on and fetched them again (a second round trip, 264 KB, before its first card: ADR 0083).
 */
const MAX_CARDS = 10_000;
/**
 * Ids a `have` hint names at most, the youngest: what the filter's 4 KiB holds at its designed false
 * positive rate (20 bits each). A cube whose every fact is held says so by its version instead
 * (`heldCube`), however many cards it has.
 */
const HINT_MAX_IDS = Math.floor((CARD_BLOOM_MAX_BYTES * 8) / 20);

/** The `have` hint naming the youngest of `ids` (oldest first, as the store orders them). */
export function hintOf(version: string, ids: readonly string[]): string {
  return `${version}~${CardIdBloom.of(ids.slice(-HINT_MAX_IDS))}`;
}

export class CardFactsStore {
  private version: string | null = null;
  private readonly facts = new Map<string, Card>();
  /** Ids of held facts that are slim. */
  private readonly slim = new Set<string>();
  /** Ids the server does not know under `version` (unknown names): not asked for again. */
  private readonly unknown = new Set<string>();
  private loading: Promise<void> | null = null;
  private saving: Promise<void> = Promise.resolve();

  constructor(private readonly backend: FactsBackend | null) {}

  /** Loads what an earlier page kept (once); a backend failure leaves the store empty. */
  ready(): Promise<void> {
    this.loading ??= (this.backend?.load() ?? Promise.resolve(null)).then(
      (kept) => {
        if (kept && this.version === null) {
          const slim = new Set(kept.slim ?? []);
          this.keep(
            kept.version,
            kept.cards.filter((c) => !slim.has(c.id)),
            false,
          );
          this.keep(
            kept.version,
            kept.cards.filter((c) => slim.has(c.id)),
            false,
            true,
          );
        }
      },
      () => {},
    );
    return this.loading;
  }

  /** The `have` value naming the facts held (only full ones for `full`), or null when none are. */
  hint(need: FactsNeed = 'slim'): string | null {
    const ids = [...this.facts.keys()].filter((id) => need === 'slim' || !this.slim.has(id));
    if (this.version === null || ids.length === 0) return null;
    return hintOf(this.version, ids);
  }

  /**
   * Whether every fact `res` lists is held (custom and unknown cards aside), under its version, in a form
   * that serves `need` (full facts only, for a full reader): then the next request of this cube version
   * for that need needs none sent (`heldCube`).
   */
  holdsAll(res: CubeWithCardsResponse, need: FactsNeed = 'slim'): boolean {
    if (!res.cardDataVersion || res.cardDataVersion !== this.version) return false;
    const unknown = new Set(res.unknownCardIds ?? []);
    return res.cards.every(
      ({ cardId }) =>
        this.get(cardId, need) !== undefined ||
        customIdOfCardId(cardId) !== null ||
        unknown.has(cardId) ||
        this.unknown.has(cardId),
    );
  }

  /** The fact held for `id` that serves `need` (a slim one only when slim will do). */
  get(id: string, need: FactsNeed = 'full'): Card | undefined {
    if (need === 'full' && this.slim.has(id)) return undefined;
    return this.facts.get(id);
  }

  /** Whether the held fact of `id` is slim. */
  isSlim(id: string): boolean {
    return this.slim.has(id);
  }

  get size(): number {
    return this.facts.size;
  }

  /** Keeps `cards` (slim ones when `slim`) under `version` (another version replaces everything kept). */
  keep(version: string, cards: Iterable<Card>, persist = true, slim = false): void {
    let added = version !== this.version;
    if (added) {
      this.version = version;
      this.facts.clear();
      this.slim.clear();
      this.unknown.clear();
    }
    for (const card of cards) {
      if (customIdOfCardId(card.id) !== null) continue;
      const held = this.facts.get(card.id);
      // A full fact held is kept over a slim one sent (it serves every reader).
      const upgrade = held !== undefined && this.slim.has(card.id) && !slim;
      added ||= held === undefined || upgrade;
      const kept = held !== undefined && slim && !this.slim.has(card.id) ? held : card;
      if (kept === card) {
        if (slim) this.slim.add(card.id);
        else this.slim.delete(card.id);
      }
      // Re-inserting moves a card to the young end of the Map's order, which is the eviction order.
      this.facts.delete(card.id);
      this.facts.set(card.id, kept);
    }
    for (const id of this.facts.keys()) {
      if (this.facts.size <= MAX_CARDS) break;
      this.facts.delete(id);
      this.slim.delete(id);
    }
    // Saving copies every fact held on the main thread (IndexedDB's structured clone): not done for a
    // view that brought nothing new, the common case of a cube reopened. Its recency is saved with the
    // next view that adds a card.
    if (persist && added && this.backend) this.persist(this.backend);
  }

  private persist(backend: FactsBackend): void {
    const version = this.version;
    if (version === null) return;
    // One save at a time, each writing what is held when it starts.
    this.saving = this.saving
      .then(() => backend.save(version, [...this.facts.values()], [...this.slim]))
      .catch(() => {});
  }

  /**
   * The response with cardData complete: what it carried, then the facts held, then (for a filter's
   * false positives, or facts the hint named that this store no longer holds) one POST /api/cards/facts
   * for the ids still missing. `sentHint` is the `have` the request carried (null for none): the server
   * sent every fact unless it carried one of the response's version. With `need` full a slim fact held
   * counts as missing; with slim, `slimCardIds` names the facts in cardData that are slim.
   */
  async complete(
    res: CubeWithCardsResponse,
    fetchFacts: (ids: string[]) => Promise<CardFactsResponse>,
    sentHint: string | null,
    need: FactsNeed = 'full',
  ): Promise<HeldCubeResponse> {
    const version = res.cardDataVersion;
    if (!version) return res;
    const sentAll = sentHint?.split('~')[0] !== version;
    const sentSlim = new Set(slimFactIds(res));
    // Another version holds nothing of this one. The facts sent are kept only after the held ones are
    // read below: keeping them first could evict held facts this very response relies on.
    if (version !== this.version) this.keep(version, [], false);
    for (const id of res.unknownCardIds ?? []) this.unknown.add(id);
    const cardData: Record<string, Card> = {};
    const slimIds = new Set<string>();
    const missing = new Set<string>();
    for (const { cardId } of res.cards) {
      if (cardData[cardId]) continue;
      const sent = res.cardData[cardId];
      if (sent && !sentSlim.has(cardId)) {
        cardData[cardId] = sent;
        continue;
      }
      if (customIdOfCardId(cardId) !== null) continue;
      const held = this.get(cardId, need);
      if (held) {
        cardData[cardId] = held;
        if (this.slim.has(cardId)) slimIds.add(cardId);
      } else if (sent && need === 'slim') {
        cardData[cardId] = sent;
        slimIds.add(cardId);
      } else if ((!sentAll || sent) && !this.unknown.has(cardId)) missing.add(cardId);
      else this.unknown.add(cardId);
    }
    this.keep(
      version,
      Object.values(res.cardData).filter((c) => !sentSlim.has(c.id)),
    );
    this.keep(
      version,
      Object.values(res.cardData).filter((c) => sentSlim.has(c.id)),
      true,
      true,
    );
    if (missing.size > 0) Object.assign(cardData, await this.fetchFull([...missing], version, fetchFacts));
    const { facts: _facts, ...rest } = res;
    const slimCardIds = [...slimIds];
    return { ...rest, cardData, ...(slimCardIds.length > 0 ? { slimCardIds } : {}) };
  }

  /**
   * The full facts of `ids` (of `version`): those held, and the rest in one POST /api/cards/facts.
   * Ids the server does not know are left out.
   */
  async ensureFull(
    ids: Iterable<string>,
    version: string,
    fetchFacts: (ids: string[]) => Promise<CardFactsResponse>,
  ): Promise<Record<string, Card>> {
    const out: Record<string, Card> = {};
    const missing: string[] = [];
    for (const id of ids) {
      const held = this.version === version ? this.get(id, 'full') : undefined;
      if (held) out[id] = held;
      else missing.push(id);
    }
    if (missing.length > 0) Object.assign(out, await this.fetchFull(missing, version, fetchFacts));
    return out;
  }

  private async fetchFull(
    ids: string[],
    version: string,
    fetchFacts: (ids: string[]) => Promise<CardFactsResponse>,
  ): Promise<Record<string, Card>> {
    const found = await fetchFacts(ids);
    if (found.cardDataVersion === version) this.keep(version, Object.values(found.cardData));
    const out: Record<string, Card> = {};
    for (const id of ids) {
      const card = found.cardData[id];
      if (card) out[id] = card;
      else this.unknown.add(id);
    }
    return out;
  }
}

/** A cube response as the store completes it: `slimCardIds` names the facts in cardData that are slim. */
export type HeldCubeResponse = CubeWithCardsResponse & { slimCardIds?: string[] };
