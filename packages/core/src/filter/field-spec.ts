// What a search field is: its names, the operators it accepts, and how a term becomes a matcher.
import type { CubeCard } from '../cube/types';
import type { EntryPrices } from '../prices/currency';
import type { Operator, TermNode } from './ast';
import type { DataCoverage } from './data-coverage';
import type { CardFacts } from './facts';

/** A card's metrics in the cube's drafts and recorded events, for `wr`, `decks`, `ata` and `mainrate`. */
export interface EntryRecord {
  /** Recorded decks that played the card in the main deck. */
  decks: number;
  /** Match win rate of those decks (0..1), null without matches. */
  winRate: number | null;
  /** Average pick number at which people took it in finished drafts; null when nobody did. */
  ata: number | null;
  /** Of the recorded decks holding it, the share playing it main (0..1); null when none holds it. */
  mainRate: number | null;
}

/**
 * A cube entry as the filter reads it; `records` is there when the caller joined the cube's records,
 * `prices` when it joined the entries' prices (chosen printing and finish, else cheapest).
 */
export type FilterEntry = CubeCard & { records?: EntryRecord; prices?: EntryPrices };

/** A compiled condition over a card's facts and, for cube-only fields, its cube entry. */
export type Matcher = (facts: CardFacts, entry: FilterEntry | undefined) => boolean;

/** Why a term's value does not fit its field, and what would. */
export interface FieldProblem {
  problem: string;
  expected: string;
}

export interface FieldSpec {
  /** Canonical name, used in the AST. */
  name: string;
  aliases: readonly string[];
  ops: readonly Operator[];
  /** Accepts `/regex/` values. */
  regex?: boolean;
  build(term: TermNode): Matcher | FieldProblem;
  /** Why the loaded data cannot answer this term (see coverage.ts), or null when it can. */
  missing?(term: TermNode, data: DataCoverage): string | null;
  /** A directive (`order:`, `unique:`): shapes the result list instead of testing cards. */
  directive?: boolean;
}

/** True when a build result is a problem rather than a matcher. */
export function isProblem(x: Matcher | FieldProblem): x is FieldProblem {
  return typeof x !== 'function';
}

export const TEXT_OPS: readonly Operator[] = [':', '=', '!='];
export const ALL_OPS: readonly Operator[] = [':', '=', '!=', '<', '>', '<=', '>='];

/** Applies a numeric comparison; `:` means equality. */
export function compareNumbers(a: number, op: Operator, b: number): boolean {
  switch (op) {
    case ':':
    case '=':
      return a === b;
    case '!=':
      return a !== b;
    case '<':
      return a < b;
    case '>':
      return a > b;
    case '<=':
      return a <= b;
    case '>=':
      return a >= b;
  }
}

/** Compiles a `/.../` value case-insensitively (`^`/`$` match at line ends, as rules text is lines). */
export function buildRegex(source: string): RegExp | FieldProblem {
  try {
    return new RegExp(source, 'im');
  } catch (e) {
    return {
      problem: (e as Error).message,
      expected: 'a valid regular expression',
    };
  }
}

/** A plain non-negative number (`3`, `2.5`), else null. */
export function parseNumber(text: string): number | null {
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}
