// Query text -> tokens. Hand-written so every error can point at the exact column.
import type { Operator, QueryError } from './ast';

export type Token =
  | { kind: 'lparen' | 'rparen' | 'minus' | 'and' | 'or' | 'eof'; position: number }
  | {
      kind: 'term';
      position: number;
      /** Field name as written, null for a bare word or phrase. */
      field: string | null;
      fieldEnd: number;
      op: Operator;
      value: string;
      valuePosition: number;
      quoted: boolean;
      regex: boolean;
      /** `!name`: exact name match. */
      exact: boolean;
    };

export type TermToken = Extract<Token, { kind: 'term' }>;

const FIELD_OP = /^([a-z]+)(!=|<>|<=|>=|:|=|<|>)/i;
const WORD_END = /[\s()]/;

function isSpace(ch: string): boolean {
  return /\s/.test(ch);
}

/** Reads a quoted string starting at `start` (on the quote); `\` escapes the next character. */
function readQuoted(text: string, start: number): { value: string; end: number } | QueryError {
  const quote = text[start]!;
  let value = '';
  for (let i = start + 1; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\\' && i + 1 < text.length) {
      value += text[++i];
    } else if (ch === quote) {
      return { value, end: i + 1 };
    } else {
      value += ch;
    }
  }
  return { message: 'Unclosed quote', position: start, expected: `a closing ${quote}` };
}

/** Reads `/.../` starting on the opening slash; `\/` stays escaped for the RegExp. */
function readRegex(text: string, start: number): { value: string; end: number } | QueryError {
  let value = '';
  for (let i = start + 1; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '\\' && i + 1 < text.length) {
      value += ch + text[++i];
    } else if (ch === '/') {
      return { value, end: i + 1 };
    } else {
      value += ch;
    }
  }
  return { message: 'Unclosed regular expression', position: start, expected: 'a closing /' };
}

function readWord(text: string, start: number): { value: string; end: number } {
  let end = start;
  while (end < text.length && !WORD_END.test(text[end]!)) end++;
  return { value: text.slice(start, end), end };
}

/** Splits a query into tokens; the last token is always `eof`. */
export function tokenize(text: string): Token[] | QueryError {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (isSpace(ch)) {
      i++;
      continue;
    }
    if (ch === '(' || ch === ')') {
      tokens.push({ kind: ch === '(' ? 'lparen' : 'rparen', position: i++ });
      continue;
    }
    // A leading `-` negates; inside a word (Jace-like names) it is part of the word.
    if (ch === '-' && i + 1 < text.length && !isSpace(text[i + 1]!)) {
      tokens.push({ kind: 'minus', position: i++ });
      continue;
    }
    const start = i;
    const exact = ch === '!' && i + 1 < text.length && !isSpace(text[i + 1]!);
    if (exact) i++;
    const fieldMatch = exact ? null : FIELD_OP.exec(text.slice(i, i + 40));
    let field: string | null = null;
    let op: Operator = ':';
    let fieldEnd = i;
    if (fieldMatch) {
      field = fieldMatch[1]!;
      op = fieldMatch[2] === '<>' ? '!=' : (fieldMatch[2] as Operator);
      fieldEnd = i + field.length;
      i += fieldMatch[0].length;
    }
    const valuePosition = i;
    const next = text[i];
    let read: { value: string; end: number } | QueryError;
    let quoted = false;
    let regex = false;
    if (next === '"' || next === "'") {
      read = readQuoted(text, i);
      quoted = true;
    } else if (next === '/' && field) {
      read = readRegex(text, i);
      regex = true;
    } else {
      read = readWord(text, i);
    }
    if ('message' in read) return read;
    if (field && !quoted && !regex && read.value === '') {
      return { message: `Missing value after "${text.slice(start, i)}"`, position: i, expected: 'a value' };
    }
    i = read.end;
    if (!field && !quoted && !exact) {
      const lower = read.value.toLowerCase();
      if (lower === 'or' || lower === '||') {
        tokens.push({ kind: 'or', position: start });
        continue;
      }
      if (lower === 'and' || lower === '&&') {
        tokens.push({ kind: 'and', position: start });
        continue;
      }
    }
    const term: TermToken = {
      kind: 'term',
      position: start,
      field,
      fieldEnd,
      op,
      value: read.value,
      valuePosition,
      quoted,
      regex,
      exact,
    };
    tokens.push(term);
  }
  tokens.push({ kind: 'eof', position: text.length });
  return tokens;
}
