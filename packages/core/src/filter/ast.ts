// The syntax tree of a search query: plain data, so it can be described, logged or sent over the wire.

/** Comparison operators; `:` is the loose "has / contains" form, `<>` is read as `!=`. */
export const OPERATORS = [':', '=', '!=', '<', '>', '<=', '>='] as const;
export type Operator = (typeof OPERATORS)[number];

/** One `field op value` condition, a bare word or a quoted phrase (then `field` is `name`). */
export interface TermNode {
  type: 'term';
  /** Canonical field name (`color`, `type`, `oracle`, ...), after alias resolution. */
  field: string;
  /** The field as the user spelt it (`c`, `ci`, `t`, ...), for messages. */
  spelled: string;
  op: Operator;
  value: string;
  /** The value was written in quotes ("draw a card"). */
  quoted: boolean;
  /** The value was written as a regular expression (/.../). */
  regex: boolean;
  /** Offset of the term's first character in the query. */
  position: number;
}

export interface NotNode {
  type: 'not';
  child: QueryNode;
}

export interface BoolNode {
  type: 'and' | 'or';
  children: QueryNode[];
}

/** The empty query: matches everything. */
export interface AllNode {
  type: 'all';
}

export type QueryNode = TermNode | NotNode | BoolNode | AllNode;

/** A parse error: what went wrong, where (0-based offset into the query) and what was expected there. */
export interface QueryError {
  message: string;
  position: number;
  expected: string;
}

export type ParseResult = { ok: true; ast: QueryNode } | { ok: false; error: QueryError };

/**
 * One line for an inline error: what is wrong, the 1-based column, and what was expected. Here, beside
 * the error's type, so a page that only shows errors does not load the compiler (ADR 0074).
 */
export function formatQueryError(error: QueryError): string {
  return `${error.message} at column ${error.position + 1}: expected ${error.expected}`;
}
