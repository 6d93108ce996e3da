// A query over a whole search index, evaluated as sets of cards rather than card by card: each term
// becomes the set of cards it matches (from a whole-index form when it has one, and from a cache of
// recent terms when it was asked before), and AND/OR/NOT combine sets 32 cards at a time. Terms with no
// whole-index form (regular expressions, `~`, power against toughness...) are tested only on the cards
// still in question, as matchIndices' row pass does. The result is the same set matchIndices finds.
import type { QueryNode, TermNode } from './ast';
import {
  allBits,
  andBits,
  andNotBits,
  type Bits,
  emptyBits,
  forEachBit,
  isEmptyBits,
  orBits,
} from './bitset';
import { codedColumnsOf, columnBits } from './column-codes';
import { columnTestOf } from './columns';
import { termCost } from './compile';
import { isProblem, type Matcher } from './field-spec';
import { fieldByName } from './fields';
import { scanFormOf } from './scan-forms';
import type { SearchIndex } from './search-index';
import { type TermCache, termKey } from './term-cache';

/** One node ready to run: its rough cost, and its matches among `within` (all cards when null). */
interface Step {
  cost: number;
  run(within: Bits | null): Bits;
}

interface Context {
  index: SearchIndex;
  n: number;
  cache: TermCache | undefined;
}

// Costs for ordering AND/OR children: cached sets and column terms first (a group of them too), text
// scans next, terms tested card by card last (on the fewest cards).
const COLUMN_COST = 1;
const SCAN_COST = 8;
const ROW_COST = 10;

/** The cards of `within` (all when null) that `m` accepts, tested one by one. */
function rowBits(ctx: Context, m: Matcher, within: Bits | null): Bits {
  const facts = ctx.index.facts;
  const out = emptyBits(ctx.n);
  const test = (i: number) => {
    if (m(facts[i]!, undefined)) out[i >>> 5]! |= 1 << (i & 31);
  };
  if (within) forEachBit(within, test);
  else for (let i = 0; i < ctx.n; i++) test(i);
  return out;
}

const narrowed = (bits: Bits, among: Bits | null) => (among ? andBits(bits, among) : bits);

function termStep(node: TermNode, ctx: Context): Step {
  const key = termKey(node);
  const cached = ctx.cache?.get(key);
  if (cached) return { cost: 0, run: (among) => narrowed(cached, among) };
  const built = fieldByName(node.field)?.build(node);
  // As compileMatcher: a term that no longer builds matches nothing.
  if (!built || isProblem(built)) return { cost: 0, run: () => emptyBits(ctx.n) };
  const keep = (bits: Bits) => {
    ctx.cache?.set(key, bits);
    return bits;
  };
  const column = columnTestOf(built);
  if (column) {
    const coded = codedColumnsOf(ctx.index.columns)[column.column];
    return { cost: COLUMN_COST, run: (among) => narrowed(keep(columnBits(coded, column.test)), among) };
  }
  const scan = scanFormOf(built);
  return {
    cost: scan ? SCAN_COST : ROW_COST + termCost(node),
    run(among) {
      // Only a set over every card may be kept for other queries. Once other terms have narrowed the
      // cards, a scan of those left is cheaper than one of all (and this term is most likely the one
      // being typed, so not worth keeping).
      const bits = scan?.(ctx.index, among) ?? rowBits(ctx, built, among);
      return among === null ? keep(bits) : bits;
    },
  };
}

function stepOf(node: QueryNode, ctx: Context): Step {
  switch (node.type) {
    case 'all':
      return { cost: 0, run: (among) => among ?? allBits(ctx.n) };
    case 'term':
      return termStep(node, ctx);
    case 'not': {
      const child = stepOf(node.child, ctx);
      return { cost: child.cost, run: (among) => andNotBits(among ?? allBits(ctx.n), child.run(among)) };
    }
    case 'and':
    case 'or': {
      // Children are pure, so their order does not change the result, only what it costs.
      const parts = node.children.map((c) => stepOf(c, ctx)).sort((a, b) => a.cost - b.cost);
      if (parts.length === 1) return parts[0]!;
      const cost = parts.reduce((sum, p) => sum + p.cost, 0);
      if (node.type === 'and') {
        return {
          cost,
          run(among) {
            // Each part runs on the cards the previous ones let through.
            let left = among;
            for (const part of parts) {
              left = part.run(left);
              if (isEmptyBits(left)) return left;
            }
            return left ?? allBits(ctx.n);
          },
        };
      }
      return {
        cost,
        run(among) {
          // Each part runs only on the cards no earlier part matched.
          let found = emptyBits(ctx.n);
          let open = among;
          for (let k = 0; k < parts.length; k++) {
            const bits = parts[k]!.run(open);
            found = orBits(found, bits);
            if (k + 1 < parts.length) open = andNotBits(open ?? allBits(ctx.n), bits);
          }
          return found;
        },
      };
    }
  }
}

/**
 * The cards of `index` matching `ast` (no cube entries: the card search's fields), as bits over its
 * positions. `cache`, kept per index, holds single terms' sets across queries; the result may be one
 * of them, so it must not be changed.
 */
export function matchBits(index: SearchIndex, ast: QueryNode, cache?: TermCache): Bits {
  return stepOf(ast, { index, n: index.facts.length, cache }).run(null);
}
