import { type Card } from '@cubewright/core/cards';
import type { CardFactsResponse, CubeWithCardsResponse } from '@cubewright/core/protocol';
/** Where the facts outlive the page (IndexedDB in a browser); absent in tests and old browsers. */
export interface FactsBackend {
  load(): Promise<{
    version: string;
    cards: Card[];
  } | null>;
  save(version: string, cards: Card[]): Promise<void>;
}
export declare class CardFactsStore {
  private readonly backend;
  private version;
  private readonly facts;
  /** Ids the server does not know under `version` (unknown names): not asked for again. */
  private readonly unknown;
  private loading;
  private saving;
  constructor(backend: FactsBackend | null);
  /** Loads what an earlier page kept (once); a backend failure leaves the store empty. */
  ready(): Promise<void>;
  /** The `have` value naming the facts held, or null when none are. */
  hint(): string | null;
  get(id: string): Card | undefined;
  get size(): number;
  /** Keeps `cards` under `version` (another version replaces everything kept). */
  keep(version: string, cards: Iterable<Card>, persist?: boolean): void;
  private persist;
  /**
   * The response with cardData complete: what it carried, then the facts held, then (for a filter's
   * false positives) one POST /api/cards/facts for the ids still missing.
   */
  complete(
    res: CubeWithCardsResponse,
    fetchFacts: (ids: string[]) => Promise<CardFactsResponse>,
  ): Promise<CubeWithCardsResponse>;
}
