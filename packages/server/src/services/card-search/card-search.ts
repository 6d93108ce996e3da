// Card search over the whole card index: queries evaluated as sets of cards (core/filter/match-bits.ts)
// with a cache of single terms' sets shared by all queries (someone typing a query keystroke by
// keystroke repeats most of its terms), result orders computed once, and a small cache of recent match
// sets so paging through one query does not evaluate it again.
import type { CardIndex, Printing } from '@cubewright/core/cards';
import {
  type Bits,
  checkQuery,
  countBits,
  describe,
  matchBits,
  orderMissing,
  printingFilter,
  type QueryError,
  type SearchDirectives,
  TermCache,
} from '@cubewright/core/filter';
import type { CardSearchOrder, CardSearchRequest, CardSearchResponse } from '@cubewright/core/protocol';
import { matchedInOrder, orderPermutation, pageInOrder } from './orders';
import { type PreparedSearch, prepareSearchNow } from './prepared-search';
import { printingRows, type ResultRow } from './printing-rows';

interface MatchSet {
  /** Bit i is set when index.cards[i] matches; may be a term cache's set, so never changed. */
  matched: Bits;
  total: number;
  description: string;
  directives: SearchDirectives;
  /** Which printings of a matching card `unique:prints` lists (from the query's set, rarity, date terms). */
  printings: ((p: Printing) => boolean) | null;
}

/** A page of results as the protocol's response has it, before the public-cube counts are added. */
type CardSearchPage = Omit<CardSearchResponse, 'cubeCounts'>;

export type CardSearchOutcome = { ok: true; page: CardSearchPage } | { ok: false; error: QueryError };

const CACHE_SIZE = 64;

/** Searches all cards of whatever index the card service holds (prepared once per index). */
export class CardSearch {
  private prepared: PreparedSearch | null = null;
  private readonly recent = new Map<string, MatchSet>();
  /** Single terms' match sets over the prepared index, for every query (4 KB each for 32k cards). */
  readonly terms: TermCache;
  /** The rows of the last `unique:` search, so paging through it does not expand and sort again. */
  private lastRows: { set: MatchSet; key: string; rows: ResultRow[] } | null = null;

  /**
   * `ahead`: the search the card service prepared in steps while loading (card-service.ts);
   * `termCacheBytes`: the most the kept term sets may take.
   */
  constructor(
    private readonly ahead: () => PreparedSearch | null = () => null,
    { termCacheBytes = 4 * 1024 * 1024 }: { termCacheBytes?: number } = {},
  ) {
    this.terms = new TermCache(termCacheBytes);
  }

  /** The prepared search for `source`: the one built ahead, else built now (about a second for 32k cards). */
  prepare(source: CardIndex): PreparedSearch {
    if (this.prepared?.source === source) return this.prepared;
    const built = this.ahead();
    this.prepared = built?.source === source ? built : prepareSearchNow(source);
    this.recent.clear();
    this.terms.clear();
    this.lastRows = null;
    return this.prepared;
  }

  /** One page of the cards (or printings, with `unique:`) matching `req.q`, or the error. */
  search(source: CardIndex, req: CardSearchRequest): CardSearchOutcome {
    const prepared = this.prepare(source);
    const found = this.matchSet(prepared, req.q);
    if ('message' in found) return { ok: false, error: found };
    // The query's own directives win over the request's parameters (the sort menu).
    const order = found.directives.order ?? req.order;
    const dir = found.directives.direction ?? req.dir;
    const unique = found.directives.unique ?? 'cards';
    if (!found.directives.order) {
      const missing = orderMissing(order, prepared.coverage);
      if (missing) return { ok: false, error: { message: missing, position: 0, expected: 'another order' } };
    }
    const permutation = this.permutation(prepared, order, dir === 'desc');
    const skip = (req.page - 1) * req.pageSize;
    const cards = prepared.index.cards;
    const base = {
      query: req.q,
      description: found.description,
      page: req.page,
      pageSize: req.pageSize,
      order,
      dir,
      unique,
    };
    if (unique === 'cards') {
      const at = pageInOrder(permutation, found.matched, skip, req.pageSize);
      return {
        ok: true,
        page: {
          ...base,
          total: found.total,
          pageCount: Math.ceil(found.total / req.pageSize),
          cards: at.map((i) => cards[i]!),
        },
      };
    }
    const rows = this.rows(found, `${unique}:${order}:${dir}`, () =>
      printingRows(cards, matchedInOrder(permutation, found.matched), source, {
        unique,
        order,
        descending: dir === 'desc',
        keep: found.printings,
      }),
    );
    const shown = rows.slice(skip, skip + req.pageSize);
    return {
      ok: true,
      page: {
        ...base,
        total: rows.length,
        pageCount: Math.ceil(rows.length / req.pageSize),
        cards: shown.map((r) => cards[r.at]!),
        printings: shown.map((r) => r.printing),
      },
    };
  }

  private rows(set: MatchSet, key: string, make: () => ResultRow[]): ResultRow[] {
    const last = this.lastRows;
    if (last && last.set === set && last.key === key) return last.rows;
    const rows = make();
    this.lastRows = { set, key, rows };
    return rows;
  }

  private matchSet(prepared: PreparedSearch, q: string): MatchSet | QueryError {
    const key = q.trim();
    const hit = this.recent.get(key);
    if (hit) {
      // Re-inserting keeps the map in least-recently-used order.
      this.recent.delete(key);
      this.recent.set(key, hit);
      return hit;
    }
    const checked = checkQuery(key, { directives: true, coverage: prepared.coverage });
    if (!checked.ok) return checked.error;
    const matched = matchBits(prepared.index, checked.ast, this.terms);
    const set = {
      matched,
      total: countBits(matched),
      description: describe(checked.ast),
      directives: checked.directives,
      printings: printingFilter(checked.ast),
    };
    this.recent.set(key, set);
    if (this.recent.size > CACHE_SIZE) this.recent.delete(this.recent.keys().next().value!);
    return set;
  }

  private permutation(prepared: PreparedSearch, order: CardSearchOrder, descending: boolean): Uint32Array {
    const key = `${order}:${descending ? 'desc' : 'asc'}`;
    let p = prepared.orders.get(key);
    if (!p) {
      p = orderPermutation(prepared.index.cards, order, descending);
      prepared.orders.set(key, p);
    }
    return p;
  }
}
