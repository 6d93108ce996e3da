// `order:`, `direction:` and `unique:` (Scryfall's names): they shape the card search's result list
// instead of testing cards, so they are taken out of the query before it is compiled. Only the card
// search reads them; other filters (a cube's list, pack slots) refuse them with a clear error.
import type { QueryError, QueryNode, TermNode } from './ast';
import { type DataCoverage, lacking } from './coverage';
import type { FieldSpec } from './field-spec';

/** Result orders of the card search (`order:` values, and the `order` request parameter). */
export const SEARCH_ORDERS = [
  'name',
  'mv',
  'color',
  'rarity',
  'released',
  'set',
  'power',
  'toughness',
  'artist',
  'edhrec',
] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];

/** `unique:` values: one row per card, per printing, or per distinct artwork. */
export const SEARCH_UNIQUES = ['cards', 'prints', 'art'] as const;
export type SearchUnique = (typeof SEARCH_UNIQUES)[number];

const ORDER_ALIASES: Record<string, SearchOrder> = {
  cmc: 'mv',
  manavalue: 'mv',
  colour: 'color',
  date: 'released',
  release: 'released',
  pow: 'power',
  tou: 'toughness',
};
const UNIQUE_ALIASES: Record<string, SearchUnique> = { card: 'cards', print: 'prints', printings: 'prints' };

function orderNamed(value: string): SearchOrder | undefined {
  const key = value.toLowerCase();
  return (SEARCH_ORDERS as readonly string[]).includes(key) ? (key as SearchOrder) : ORDER_ALIASES[key];
}

function uniqueNamed(value: string): SearchUnique | undefined {
  const key = value.toLowerCase();
  return (SEARCH_UNIQUES as readonly string[]).includes(key) ? (key as SearchUnique) : UNIQUE_ALIASES[key];
}

const ALWAYS = () => true;

export const orderField: FieldSpec = {
  name: 'order',
  aliases: ['order'],
  ops: [':', '='],
  directive: true,
  build(term) {
    if (orderNamed(term.value)) return ALWAYS;
    return {
      problem: `Unknown order "${term.value}"`,
      expected: `one of ${SEARCH_ORDERS.join(', ')} (cmc for mv)`,
    };
  },
  missing: (term, data) => {
    const order = orderNamed(term.value);
    return order ? orderMissing(order, data) : null;
  },
};

/** Why the data cannot be ordered by `order` (it lacks the fact), or null. */
export function orderMissing(order: SearchOrder, data: DataCoverage): string | null {
  if (order === 'artist' && !data.artists) return lacking('artists', 'order by artist');
  if (order === 'edhrec' && !data.edhrecRanks) return lacking('EDHREC ranks', 'order by EDHREC rank');
  if (order === 'released' && !data.releaseDates) return lacking('release dates', 'order by release');
  return null;
}

export const directionField: FieldSpec = {
  name: 'direction',
  aliases: ['direction', 'dir'],
  ops: [':', '='],
  directive: true,
  build(term) {
    const value = term.value.toLowerCase();
    if (value === 'asc' || value === 'desc') return ALWAYS;
    return { problem: `Unknown direction "${term.value}"`, expected: 'asc or desc' };
  },
};

export const uniqueField: FieldSpec = {
  name: 'unique',
  aliases: ['unique'],
  ops: [':', '='],
  directive: true,
  build(term) {
    if (uniqueNamed(term.value)) return ALWAYS;
    return { problem: `Unknown unique "${term.value}"`, expected: `one of ${SEARCH_UNIQUES.join(', ')}` };
  },
  missing(term, data) {
    const unique = uniqueNamed(term.value);
    if (unique === 'cards') return null;
    if (!data.printings) {
      return `No printings are loaded; set CARD_PRINTINGS_FILE (or load a Scryfall default_cards file) to search with unique:${unique}`;
    }
    if (unique === 'art' && !data.illustrations) return lacking('illustration ids', 'search with unique:art');
    return null;
  },
};

/** What the directives of a query ask for; absent keys leave the request's own settings. */
export interface SearchDirectives {
  order?: SearchOrder;
  direction?: 'asc' | 'desc';
  unique?: SearchUnique;
}

const DIRECTIVE_FIELDS = new Set(['order', 'direction', 'unique']);

/** True for a term that is a directive rather than a test. */
export function isDirective(node: QueryNode): node is TermNode {
  return node.type === 'term' && DIRECTIVE_FIELDS.has(node.field);
}

/** The first directive anywhere under `node` (used to point at one that is not at the top level). */
function firstDirective(node: QueryNode): TermNode | null {
  if (isDirective(node)) return node;
  if (node.type === 'not') return firstDirective(node.child);
  if (node.type === 'and' || node.type === 'or') {
    for (const child of node.children) {
      const found = firstDirective(child);
      if (found) return found;
    }
  }
  return null;
}

export type SplitDirectives =
  | { ok: true; ast: QueryNode; directives: SearchDirectives; terms: TermNode[] }
  | { ok: false; error: QueryError };

/**
 * Takes the directives out of a parsed query. They must stand at the top level (not negated, not inside
 * OR or parentheses), each at most once; with `allowed` false any directive is an error.
 */
export function splitDirectives(ast: QueryNode, allowed: boolean): SplitDirectives {
  const top = ast.type === 'and' ? ast.children : [ast];
  const rest: QueryNode[] = [];
  const terms: TermNode[] = [];
  const directives: SearchDirectives = {};
  for (const node of top) {
    if (!isDirective(node)) {
      const nested = firstDirective(node);
      if (nested) {
        const message = `"${nested.spelled}:" cannot be negated or used inside OR or parentheses`;
        return {
          ok: false,
          error: { message, position: nested.position, expected: 'it on its own, at the top level' },
        };
      }
      rest.push(node);
      continue;
    }
    if (!allowed) {
      const message = `"${node.spelled}:" orders or de-duplicates card search results and does not apply here`;
      return { ok: false, error: { message, position: node.position, expected: 'a search term' } };
    }
    const key = node.field as keyof SearchDirectives;
    if (directives[key] !== undefined) {
      return {
        ok: false,
        error: {
          message: `"${node.spelled}:" is given twice`,
          position: node.position,
          expected: 'one of each',
        },
      };
    }
    if (key === 'order') directives.order = orderNamed(node.value);
    else if (key === 'unique') directives.unique = uniqueNamed(node.value);
    else directives.direction = node.value.toLowerCase() as 'asc' | 'desc';
    terms.push(node);
  }
  const stripped: QueryNode =
    rest.length === 0 ? { type: 'all' } : rest.length === 1 ? rest[0]! : { type: 'and', children: rest };
  return { ok: true, ast: ast.type === 'and' || isDirective(ast) ? stripped : ast, directives, terms };
}
