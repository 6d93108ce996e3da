// Recursive-descent parser: tokens -> AST. Precedence: `-` binds tightest, then AND (explicit or
// implicit by juxtaposition), then OR. Never throws: problems come back as a `QueryError` value.
import type { ParseResult, QueryError, QueryNode, TermNode } from './ast';
import { isProblem } from './field-spec';
import { fieldByAlias } from './fields';
import { type TermToken, type Token, tokenize } from './tokenize';

const TERM_EXPECTED = 'a search term, "(" or "-"';

class Failure {
  constructor(readonly error: QueryError) {}
}

class Parser {
  private index = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    return this.tokens[this.index]!;
  }

  private fail(message: string, position: number, expected: string): never {
    throw new Failure({ message, position, expected });
  }

  parseQuery(): QueryNode {
    if (this.peek().kind === 'eof') return { type: 'all' };
    const node = this.parseOr();
    const next = this.peek();
    if (next.kind === 'rparen')
      this.fail('Unmatched ")"', next.position, 'a search term or the end of the query');
    return node;
  }

  private parseOr(): QueryNode {
    const children = [this.parseAnd()];
    while (this.peek().kind === 'or') {
      this.index++;
      children.push(this.parseAnd());
    }
    return children.length === 1 ? children[0]! : { type: 'or', children };
  }

  private parseAnd(): QueryNode {
    const children = [this.parseUnary()];
    for (;;) {
      const next = this.peek();
      if (next.kind === 'and') {
        this.index++;
        children.push(this.parseUnary());
      } else if (next.kind === 'term' || next.kind === 'minus' || next.kind === 'lparen') {
        children.push(this.parseUnary());
      } else {
        break;
      }
    }
    return children.length === 1 ? children[0]! : { type: 'and', children };
  }

  private parseUnary(): QueryNode {
    const token = this.peek();
    if (token.kind === 'minus') {
      this.index++;
      return { type: 'not', child: this.parseUnary() };
    }
    if (token.kind === 'lparen') {
      this.index++;
      if (this.peek().kind === 'rparen') this.fail('Empty parentheses', this.peek().position, TERM_EXPECTED);
      const inner = this.parseOr();
      const close = this.peek();
      if (close.kind !== 'rparen')
        this.fail('Missing ")"', close.position, `")" to close the "(" at column ${token.position + 1}`);
      this.index++;
      return inner;
    }
    if (token.kind === 'term') {
      this.index++;
      return this.termNode(token);
    }
    const what = token.kind === 'eof' ? 'Query ends too early' : `Unexpected "${token.kind.toUpperCase()}"`;
    return this.fail(token.kind === 'rparen' ? 'Unexpected ")"' : what, token.position, TERM_EXPECTED);
  }

  private termNode(token: TermToken): TermNode {
    const base = {
      op: token.op,
      value: token.value,
      quoted: token.quoted,
      regex: token.regex,
      position: token.position,
    };
    if (token.field === null) {
      return {
        type: 'term',
        field: 'name',
        spelled: token.exact ? '!' : '',
        ...base,
        op: token.exact ? '=' : ':',
      };
    }
    const spec = fieldByAlias(token.field);
    if (!spec) {
      this.fail(
        `Unknown field "${token.field}"`,
        token.position,
        'a field such as c, id, t, o, m, mv, pow, r, s, kw, is, tag',
      );
    }
    if (!spec.ops.includes(token.op)) {
      this.fail(
        `"${token.field}" does not take "${token.op}"`,
        token.fieldEnd,
        `one of ${spec.ops.join(' ')}`,
      );
    }
    if (token.regex && !spec.regex) {
      this.fail(`"${token.field}" does not take a regular expression`, token.valuePosition, 'a plain value');
    }
    const node: TermNode = { type: 'term', field: spec.name, spelled: token.field.toLowerCase(), ...base };
    const built = spec.build(node);
    if (isProblem(built)) this.fail(built.problem, token.valuePosition, built.expected);
    return node;
  }
}

/** Parses query text into an AST, or an error naming the position and what was expected there. */
export function parseQuery(text: string): ParseResult {
  try {
    const tokens = tokenize(text);
    if (!Array.isArray(tokens)) return { ok: false, error: tokens };
    return { ok: true, ast: new Parser(tokens).parseQuery() };
  } catch (e) {
    if (e instanceof Failure) return { ok: false, error: e.error };
    // A bug must not break the search box: report it as an error value at the start.
    return {
      ok: false,
      error: { message: `Cannot read this query (${String(e)})`, position: 0, expected: TERM_EXPECTED },
    };
  }
}
