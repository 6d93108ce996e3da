import { customIdOfCardId } from '../custom-cards/types';
import type { CardFactsResponse, CubeWithCardsResponse } from '../protocol';
import { CardIdBloom } from './card-id-bloom';
import type { Card } from './types';

// The card facts this browser has received, kept under the server's card-data version (ADR 0039). A cube
// request names them (`have`, a Bloom filter) so the server leaves them out; the store then fills the
// response's cardData back in, so every screen sees the same complete response as before. Facts of the
// card index never change within a version; custom cards' do, so those are never kept.

/** Where the facts outlive the page (IndexedDB in a browser); absent in tests and old browsers. */
export interface FactsBackend {
  load(): Promise<{ version: string; cards: Card[] } | null>;
  save(version: string, cards: Card[]): Promise<void>;
}

/** Facts kept at most: past this the filter's 4 KiB cap raises false positives. The oldest go first. */
const MAX_CARDS = 3000;

export class CardFactsStore {
  private version: string | null = null;
  private readonly facts = new Map<string, Card>();
  /** Ids the server does not know under `version` (unknown names): not asked for again. */
  private readonly unknown = new Set<string>();
  private loading: Promise<void> | null = null;
  private saving: Promise<void> = Promise.resolve();

  constructor(private readonly backend: FactsBackend | null) {}

  /** Loads what an earlier page kept (once); a backend failure leaves the store empty. */
  ready(): Promise<void> {
    this.loading ??= (this.backend?.load() ?? Promise.resolve(null)).then(
      (kept) => {
        if (kept && this.version === null) this.keep(kept.version, kept.cards, false);
      },
      () => {},
    );
    return this.loading;
  }

  /** The `have` value naming the facts held, or null when none are. */
  hint(): string | null {
    if (this.version === null || this.facts.size === 0) return null;
    return `${this.version}~${CardIdBloom.of(this.facts.keys())}`;
  }

  get(id: string): Card | undefined {
    return this.facts.get(id);
  }

  get size(): number {
    return this.facts.size;
  }

  /** Keeps `cards` under `version` (another version replaces everything kept). */
  keep(version: string, cards: Iterable<Card>, persist = true): void {
    let added = version !== this.version;
    if (added) {
      this.version = version;
      this.facts.clear();
      this.unknown.clear();
    }
    for (const card of cards) {
      if (customIdOfCardId(card.id) !== null) continue;
      added ||= !this.facts.has(card.id);
      // Re-inserting moves a card to the young end of the Map's order, which is the eviction order.
      this.facts.delete(card.id);
      this.facts.set(card.id, card);
    }
    for (const id of this.facts.keys()) {
      if (this.facts.size <= MAX_CARDS) break;
      this.facts.delete(id);
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
    this.saving = this.saving.then(() => backend.save(version, [...this.facts.values()])).catch(() => {});
  }

  /**
   * The response with cardData complete: what it carried, then the facts held, then (for a filter's
   * false positives, or facts the hint named that this store no longer holds) one POST /api/cards/facts
   * for the ids still missing. `sentHint` is the `have` the request carried (null for none): the server
   * sent every fact unless it carried one of the response's version.
   */
  async complete(
    res: CubeWithCardsResponse,
    fetchFacts: (ids: string[]) => Promise<CardFactsResponse>,
    sentHint: string | null,
  ): Promise<CubeWithCardsResponse> {
    const version = res.cardDataVersion;
    if (!version) return res;
    const sentAll = sentHint?.split('~')[0] !== version;
    this.keep(version, Object.values(res.cardData));
    for (const id of res.unknownCardIds ?? []) this.unknown.add(id);
    const cardData = { ...res.cardData };
    const missing = new Set<string>();
    for (const { cardId } of res.cards) {
      if (cardData[cardId] || customIdOfCardId(cardId) !== null) continue;
      const held = this.facts.get(cardId);
      if (held) cardData[cardId] = held;
      else if (!sentAll && !this.unknown.has(cardId)) missing.add(cardId);
      else this.unknown.add(cardId);
    }
    if (missing.size > 0) {
      const found = await fetchFacts([...missing]);
      if (found.cardDataVersion === version) this.keep(version, Object.values(found.cardData));
      for (const id of missing) {
        const card = found.cardData[id];
        if (card) cardData[id] = card;
        else this.unknown.add(id);
      }
    }
    return { ...res, cardData };
  }
}
