// AST -> predicate. Matchers work on cached card facts; the facts are looked up once per card.
import type { Card } from '../cards/types';
import type { CubeCard } from '../cube/types';
import type { QueryError, QueryNode } from './ast';
import { factsOf } from './facts';
import { isProblem, type Matcher } from './field-spec';
import { fieldByName } from './fields';
import { parseQuery } from './parse';

/** A compiled query: does this card (in this cube entry, for cube-only fields) match? */
export type CardPredicate = (card: Card, entry?: CubeCard) => boolean;

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

/** Compiles an AST node into a matcher over card facts (a term that no longer builds matches nothing). */
export function compileMatcher(node: QueryNode): Matcher {
  switch (node.type) {
    case 'all':
      return ALWAYS;
    case 'not': {
      const inner = compileMatcher(node.child);
      return (f, e) => !inner(f, e);
    }
    case 'and':
      return node.children.length === 0 ? ALWAYS : all(node.children.map(compileMatcher));
    case 'or':
      return node.children.length === 0 ? NEVER : any(node.children.map(compileMatcher));
    case 'term': {
      const built = fieldByName(node.field)?.build(node);
      return built && !isProblem(built) ? built : NEVER;
    }
  }
}

/** Compiles a parsed query into a predicate over cards (and cube entries). */
export function compile(ast: QueryNode): CardPredicate {
  const matcher = compileMatcher(ast);
  return (card, entry) => matcher(factsOf(card), entry);
}

export type CompileResult =
  | { ok: true; ast: QueryNode; predicate: CardPredicate }
  | { ok: false; error: QueryError };

/** Parses and compiles query text in one step. */
export function compileQuery(text: string): CompileResult {
  const parsed = parseQuery(text);
  if (!parsed.ok) return parsed;
  return { ok: true, ast: parsed.ast, predicate: compile(parsed.ast) };
}

/** One line for an inline error: what is wrong, the 1-based column, and what was expected. */
export function formatQueryError(error: QueryError): string {
  return `${error.message} at column ${error.position + 1}: expected ${error.expected}`;
}
