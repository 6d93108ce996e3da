// Which facts the loaded card data carries. Scryfall's bulk files have artists, legalities, reprint flags
// and watermarks; the offline fixture and older exports do not. A search on a fact the data lacks would
// quietly match nothing, so the query is refused with a message that says what is missing instead.
import { FORMATS } from '../cards/legalities';
import type { Card } from '../cards/types';
import type { QueryError, QueryNode } from './ast';
import type { DataCoverage } from './data-coverage';
import type { FieldSpec } from './field-spec';

export type { DataCoverage } from './data-coverage';

/** Coverage that claims every fact: what a caller without card data (a syntax check) assumes. */
export const FULL_COVERAGE: DataCoverage = {
  artists: true,
  watermarks: true,
  reprints: true,
  releaseDates: true,
  edhrecRanks: true,
  formats: FORMATS,
  banLists: true,
  printings: true,
  illustrations: true,
  prices: true,
};

/** What `cards` carry; printing facts are given by the caller, which knows the printings. */
export function coverageOf(
  cards: readonly Card[],
  printings: { printings: boolean; illustrations: boolean } = { printings: false, illustrations: false },
): DataCoverage {
  let artists = false;
  let watermarks = false;
  let reprints = false;
  let releaseDates = false;
  let edhrecRanks = false;
  let banLists = false;
  let prices = false;
  const known = new Set<string>();
  for (const card of cards) {
    artists ||= Boolean(card.artist);
    watermarks ||= Boolean(card.watermark);
    reprints ||= typeof card.reprint === 'boolean';
    releaseDates ||= Boolean(card.releasedAt) || Boolean(card.releaseDates?.length);
    edhrecRanks ||= typeof card.edhrecRank === 'number';
    prices ||= Boolean(card.prices);
    const code = card.legalities;
    if (code && !known.has(code)) {
      // Codes are shared strings, so each distinct one is read once.
      known.add(code);
      banLists ||= /[nbr]/.test(code);
    }
  }
  const formats = FORMATS.filter((_, i) => [...known].some((code) => /[lnbrx]/.test(code[i] ?? '-')));
  return {
    artists,
    watermarks,
    reprints,
    releaseDates,
    edhrecRanks,
    formats,
    banLists,
    prices,
    ...printings,
  };
}

/** The refusal for a search on a fact the data lacks: what is missing and how to get it. */
export function lacking(what: string, purpose: string): string {
  return `This card data has no ${what}; load a Scryfall bulk file to ${purpose}`;
}

/** The first term under `nodes` the data cannot answer, as a query error at that term. */
export function missingFact(
  nodes: readonly QueryNode[],
  data: DataCoverage,
  specOf: (field: string) => FieldSpec | undefined,
): QueryError | null {
  for (const node of nodes) {
    const found = missingIn(node, data, specOf);
    if (found) return found;
  }
  return null;
}

function missingIn(
  ast: QueryNode,
  data: DataCoverage,
  specOf: (field: string) => FieldSpec | undefined,
): QueryError | null {
  switch (ast.type) {
    case 'all':
      return null;
    case 'not':
      return missingIn(ast.child, data, specOf);
    case 'and':
    case 'or':
      for (const child of ast.children) {
        const found = missingIn(child, data, specOf);
        if (found) return found;
      }
      return null;
    case 'term': {
      const message = specOf(ast.field)?.missing?.(ast, data);
      return message
        ? { message, position: ast.position, expected: 'a search the loaded card data can answer' }
        : null;
    }
  }
}
