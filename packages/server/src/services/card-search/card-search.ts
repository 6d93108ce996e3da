// Card search over the whole card index: the filter's prepared fast path, result orders computed once,
// and a small cache of recent match sets so paging through one query does not scan again.
import type { Card, CardIndex } from '@cubewright/core/cards';
import {
  compileQuery,
  describe,
  matchIndices,
  prepareCards,
  type QueryError,
  type SearchIndex,
} from '@cubewright/core/filter';
import type { CardSearchOrder, CardSearchRequest } from '@cubewright/core/protocol';
import { orderPermutation, pageInOrder } from './orders';

interface Prepared {
  source: CardIndex;
  index: SearchIndex;
  orders: Map<CardSearchOrder, Uint32Array>;
}

interface MatchSet {
  /** matched[i] is 1 when index.cards[i] matches. */
  matched: Uint8Array;
  total: number;
  description: string;
}

export interface CardSearchPage {
  query: string;
  description: string;
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  cards: Card[];
}

export type CardSearchOutcome = { ok: true; page: CardSearchPage } | { ok: false; error: QueryError };

const CACHE_SIZE = 64;

/** Searches all cards of whatever index the card service holds (prepared once per index). */
export class CardSearch {
  private prepared: Prepared | null = null;
  private readonly recent = new Map<string, MatchSet>();

  /** Prepares the search index for `source` unless it already is (about a second for 32k cards). */
  prepare(source: CardIndex): Prepared {
    if (this.prepared?.source === source) return this.prepared;
    this.prepared = { source, index: prepareCards(source.all()), orders: new Map() };
    this.recent.clear();
    return this.prepared;
  }

  /** One page of the cards matching `req.q`, or the parse error. */
  search(source: CardIndex, req: CardSearchRequest): CardSearchOutcome {
    const prepared = this.prepare(source);
    const found = this.matchSet(prepared, req.q);
    if ('message' in found) return { ok: false, error: found };
    const permutation = this.permutation(prepared, req.order);
    const skip = (req.page - 1) * req.pageSize;
    const at = pageInOrder(permutation, found.matched, req.dir === 'desc', skip, req.pageSize);
    return {
      ok: true,
      page: {
        query: req.q,
        description: found.description,
        total: found.total,
        page: req.page,
        pageSize: req.pageSize,
        pageCount: Math.ceil(found.total / req.pageSize),
        cards: at.map((i) => prepared.index.cards[i]!),
      },
    };
  }

  private matchSet(prepared: Prepared, q: string): MatchSet | QueryError {
    const key = q.trim();
    const hit = this.recent.get(key);
    if (hit) {
      // Re-inserting keeps the map in least-recently-used order.
      this.recent.delete(key);
      this.recent.set(key, hit);
      return hit;
    }
    const compiled = compileQuery(key);
    if (!compiled.ok) return compiled.error;
    const matched = new Uint8Array(prepared.index.cards.length);
    const at = matchIndices(prepared.index, compiled.matcher);
    for (const i of at) matched[i] = 1;
    const set = { matched, total: at.length, description: describe(compiled.ast) };
    this.recent.set(key, set);
    if (this.recent.size > CACHE_SIZE) this.recent.delete(this.recent.keys().next().value!);
    return set;
  }

  private permutation(prepared: Prepared, order: CardSearchOrder): Uint32Array {
    let p = prepared.orders.get(order);
    if (!p) {
      p = orderPermutation(prepared.index.cards, order);
      prepared.orders.set(order, p);
    }
    return p;
  }
}
