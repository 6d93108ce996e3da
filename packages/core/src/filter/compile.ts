// AST -> predicate. Matchers work on cached card facts; the facts are looked up once per card.
import type { Card } from '../cards/types';
import type { QueryError, QueryNode, TermNode } from './ast';
import { type Columns, columnTestOf } from './columns';
import { type DataCoverage, missingFact } from './coverage';
import { type SearchDirectives, splitDirectives } from './directives';
import { factsOf } from './facts';
import { type FilterEntry, isProblem, type Matcher } from './field-spec';
import { fieldByName } from './fields';
import { parseQuery } from './parse';

/** A compiled query: does this card (in this cube entry, for cube-only fields) match? */
export type CardPredicate = (card: Card, entry?: FilterEntry) => boolean;

const ALWAYS: Matcher = () => true;
const NEVER: Matcher = () => false;

function all(ms: Matcher[]): Matcher {
  if (ms.length === 2) {
    const [a, b] = ms as [Matcher, Matcher];
    return (f, e) => a(f, e) && b(f, e);
  }
  return (f, e) => {
    for (const m of ms) if (!m(f, e)) return false;
    return true;
  };
}

function any(ms: Matcher[]): Matcher {
  if (ms.length === 2) {
    const [a, b] = ms as [Matcher, Matcher];
    return (f, e) => a(f, e) || b(f, e);
  }
  return (f, e) => {
    for (const m of ms) if (m(f, e)) return true;
    return false;
  };
}

/** A column test bound to one index: does card `i` pass? */
type ColumnFactory = (cols: Columns) => (i: number) => boolean;

/**
 * A matcher with a rough cost per card, so AND/OR can try cheap tests before text scans, and its
 * column form when every test in it has one.
 */
interface Costed {
  m: Matcher;
  cost: number;
  col?: ColumnFactory;
}

// Relative per-card cost of a term: numbers, masks and memoised lookups are a read or two; substring
// searches walk strings; regular expressions and `~` (which builds a string per face) cost most.
const FIELD_COST: Record<string, number> = { name: 4, oracle: 10, set: 3, notes: 4, tag: 4 };

/** Rough per-card cost of testing a term (see FIELD_COST). */
export function termCost(node: TermNode): number {
  if (node.regex) return 40;
  if (node.field === 'oracle' && node.value.includes('~')) return 20;
  return FIELD_COST[node.field] ?? 1;
}

function termColumns(m: Matcher): ColumnFactory | undefined {
  const ct = columnTestOf(m);
  if (!ct) return undefined;
  const { column, test } = ct;
  return (cols) => {
    const values = cols[column];
    return (i) => test(values[i]!);
  };
}

function boolColumns(parts: Costed[], and: boolean): ColumnFactory | undefined {
  if (!parts.every((p) => p.col)) return undefined;
  const factories = parts.map((p) => p.col!);
  return (cols) => {
    const tests = factories.map((f) => f(cols));
    if (tests.length === 2) {
      const [a, b] = tests as [(i: number) => boolean, (i: number) => boolean];
      return and ? (i) => a(i) && b(i) : (i) => a(i) || b(i);
    }
    if (and) {
      return (i) => {
        for (const t of tests) if (!t(i)) return false;
        return true;
      };
    }
    return (i) => {
      for (const t of tests) if (t(i)) return true;
      return false;
    };
  };
}

/**
 * How `matchIndices` runs a compiled query: column passes (each narrows the cards left, cheapest
 * first), then the row matcher on what is left.
 */
export interface ScanPlan {
  columns: ColumnFactory[];
  rows: Matcher | null;
}
const PLANS = new WeakMap<Matcher, ScanPlan>();

/** The scan plan of a matcher from `compileMatcher` (a plain row scan for any other matcher). */
export function scanPlanOf(m: Matcher): ScanPlan {
  return PLANS.get(m) ?? { columns: [], rows: m };
}

function compileCosted(node: QueryNode): Costed {
  switch (node.type) {
    case 'all':
      return { m: ALWAYS, cost: 0 };
    case 'not': {
      const inner = compileCosted(node.child);
      const m = inner.m;
      const col = inner.col;
      const negated: ColumnFactory | undefined = col
        ? (cols) => {
            const t = col(cols);
            return (i) => !t(i);
          }
        : undefined;
      return { m: (f, e) => !m(f, e), cost: inner.cost, col: negated };
    }
    case 'and':
    case 'or': {
      if (node.children.length === 0) return { m: node.type === 'and' ? ALWAYS : NEVER, cost: 0 };
      // Children are pure, so their order does not change the result, only how soon it is known.
      const parts = node.children.map(compileCosted).sort((a, b) => a.cost - b.cost);
      if (parts.length === 1) return parts[0]!;
      const ms = parts.map((p) => p.m);
      const cost = parts.reduce((sum, p) => sum + p.cost, 0);
      const and = node.type === 'and';
      const m = and ? all(ms) : any(ms);
      if (and) {
        // Column tests run first over the whole index, the rest only on the cards they let through.
        const colParts = parts.filter((p) => p.col);
        const rowParts = parts.filter((p) => !p.col);
        if (colParts.length > 0 && rowParts.length > 0) {
          const rows = rowParts.length === 1 ? rowParts[0]!.m : all(rowParts.map((p) => p.m));
          PLANS.set(m, { columns: colParts.map((p) => p.col!), rows });
        }
      }
      return { m, cost, col: boolColumns(parts, and) };
    }
    case 'term': {
      const built = fieldByName(node.field)?.build(node);
      if (!built || isProblem(built)) return { m: NEVER, cost: 0 };
      return { m: built, cost: termCost(node), col: termColumns(built) };
    }
  }
}

/** Compiles an AST node into a matcher over card facts (a term that no longer builds matches nothing). */
export function compileMatcher(node: QueryNode): Matcher {
  const c = compileCosted(node);
  if (c.col && !PLANS.has(c.m)) PLANS.set(c.m, { columns: [c.col], rows: null });
  return c.m;
}

/** Compiles a parsed query into a predicate over cards (and cube entries). */
export function compile(ast: QueryNode): CardPredicate {
  return predicateOf(compileMatcher(ast));
}

function predicateOf(matcher: Matcher): CardPredicate {
  return (card, entry) => matcher(factsOf(card), entry);
}

/**
 * `matcher` is the fast form for `filterCards` over a prepared `SearchIndex`; `ast` is the query without
 * its directives, which come back in `directives`.
 */
export type CompileResult =
  | {
      ok: true;
      ast: QueryNode;
      predicate: CardPredicate;
      matcher: Matcher;
      directives: SearchDirectives;
    }
  | { ok: false; error: QueryError };

export interface CompileOptions {
  /** Accept `order:`, `direction:` and `unique:` (the card search does); refused by default. */
  directives?: boolean;
  /** What the searched data carries: a term on a missing fact is refused saying so (coverage.ts). */
  coverage?: DataCoverage;
}

/** A query checked as compileQuery checks it, not yet compiled (for `matchBits`, which builds terms itself). */
export type CheckedQuery =
  | { ok: true; ast: QueryNode; directives: SearchDirectives }
  | { ok: false; error: QueryError };

/** Parses query text, takes out its directives and refuses terms the data cannot answer. */
export function checkQuery(text: string, options: CompileOptions = {}): CheckedQuery {
  const parsed = parseQuery(text);
  if (!parsed.ok) return parsed;
  const split = splitDirectives(parsed.ast, options.directives ?? false);
  if (!split.ok) return split;
  if (options.coverage) {
    const error = missingFact([...split.terms, split.ast], options.coverage, fieldByName);
    if (error) return { ok: false, error };
  }
  return { ok: true, ast: split.ast, directives: split.directives };
}

/** Parses and compiles query text in one step. */
export function compileQuery(text: string, options: CompileOptions = {}): CompileResult {
  const checked = checkQuery(text, options);
  if (!checked.ok) return checked;
  const matcher = compileMatcher(checked.ast);
  return { ...checked, predicate: predicateOf(matcher), matcher };
}
