// Which card fields each search field reads beyond the list's slim facts (ADR 0046). The list tab holds
// slim facts (no rules text, keywords, printings, release dates or Scryfall-only facts); a query whose
// terms read any of those must wait for the full facts, or it would answer "no match" for cards whose
// text was never sent. Every field is listed (full-facts.test.ts checks it, and checks the
// declarations against real cards), so a new field cannot forget to say.
import type { HeavyCardField } from '../protocol/cube-wire';
import type { QueryNode } from './ast';

const NONE: readonly HeavyCardField[] = [];

/** Heavy card fields read, by canonical search field name. */
export const FIELD_READS: Readonly<Record<string, readonly HeavyCardField[]>> = {
  name: NONE,
  color: NONE,
  identity: NONE,
  type: NONE,
  oracle: ['oracleText'],
  mana: NONE,
  mv: NONE,
  pow: NONE,
  tou: NONE,
  loy: NONE,
  def: NONE,
  pt: NONE,
  keyword: ['keywords'],
  rarity: NONE,
  set: ['printings'],
  year: ['releaseDates'],
  date: ['releaseDates'],
  artist: ['artist'],
  watermark: ['watermark'],
  legal: ['legalities'],
  banned: ['legalities'],
  restricted: ['legalities'],
  // `is:`/`not:` flags read rules text (vanilla, commander), keywords and the reprint flag: all of them
  // are taken to need full facts rather than kept in step value by value.
  is: ['oracleText', 'keywords', 'reprint'],
  not: ['oracleText', 'keywords', 'reprint'],
  has: ['watermark', 'artist'],
  layout: NONE,
  tag: NONE,
  notes: NONE,
  board: NONE,
  status: NONE,
  finish: NONE,
  wr: NONE,
  decks: NONE,
  ata: NONE,
  mainrate: NONE,
  // A cube list joins its entries' prices itself (they are not card facts it holds).
  usd: NONE,
  eur: NONE,
  tix: NONE,
  order: ['edhrecRank', 'artist', 'releaseDates'],
  direction: NONE,
  unique: ['printings'],
};

/** Whether a query reads a card field slim facts leave out (an unknown field is taken to). */
export function needsFullFacts(node: QueryNode): boolean {
  switch (node.type) {
    case 'term':
      return (FIELD_READS[node.field] ?? ['oracleText']).length > 0;
    case 'not':
      return needsFullFacts(node.child);
    case 'and':
    case 'or':
      return node.children.some(needsFullFacts);
    case 'all':
      return false;
  }
}
