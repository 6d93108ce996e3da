// AST -> a plain-English sentence ("cards whose name contains "bolt" and that are red"), shown under
// the search box so a curator can check the query means what they meant.
import type { Operator, QueryNode, TermNode } from './ast';

const OP_WORDS: Record<Operator, string> = {
  ':': 'is',
  '=': 'is',
  '!=': 'is not',
  '<': 'is less than',
  '>': 'is greater than',
  '<=': 'is at most',
  '>=': 'is at least',
};

const LABELS: Record<string, string> = {
  color: 'colour',
  identity: 'colour identity',
  mana: 'mana cost',
  mv: 'mana value',
  pow: 'power',
  tou: 'toughness',
  loy: 'loyalty',
  def: 'defense',
  pt: 'power plus toughness',
  keyword: 'keywords',
  rarity: 'rarity',
  set: 'set',
  layout: 'layout',
  tag: 'tags',
  notes: 'notes',
  board: 'board',
  status: 'status',
  finish: 'finish',
  wr: 'match win rate (%) in recorded events',
  decks: 'number of recorded decks playing it',
  ata: 'average pick when taken',
  mainrate: 'main-deck rate in recorded decks',
  usd: 'price in US dollars',
  eur: 'price in euros',
  tix: 'price in MTGO tickets',
  year: 'release year',
  date: 'release date',
  watermark: 'watermark',
};

const STATUS_WORDS: Record<string, string> = { legal: 'legal', banned: 'banned', restricted: 'restricted' };

const CONTAINS: Record<string, string> = {
  name: 'name',
  type: 'type line',
  oracle: 'rules text',
  artist: 'artist',
};

function quote(term: TermNode): string {
  return term.regex ? `/${term.value}/` : `"${term.value}"`;
}

function describeTerm(term: TermNode): string {
  const { field, op } = term;
  if (field === 'is' || field === 'not') {
    const negated = (field === 'not') !== (op === '!=');
    return `that ${negated ? 'are not' : 'are'} ${term.value.toLowerCase()}`;
  }
  const status = STATUS_WORDS[field];
  if (status) return `${op === '!=' ? 'not ' : ''}${status} in ${term.value.toLowerCase()}`;
  if (field === 'has') return `that ${op === '!=' ? 'have no' : 'have a'} ${term.value.toLowerCase()}`;
  const contains = CONTAINS[field];
  if (contains) {
    if (term.regex) return `whose ${contains} ${op === '!=' ? 'does not match' : 'matches'} ${quote(term)}`;
    if (op === '!=')
      return `whose ${contains} does not ${field === 'name' ? 'equal' : 'contain'} ${quote(term)}`;
    if (op === '=' && field === 'name') return `named exactly ${quote(term)}`;
    return `whose ${contains} contains ${quote(term)}`;
  }
  if (field === 'color' && op === ':') return `whose colour includes ${term.value}`;
  if (field === 'identity' && op === ':') return `whose colour identity fits within ${term.value}`;
  if (field === 'mana' && op === ':') return `whose mana cost contains ${term.value}`;
  if (
    (field === 'keyword' || field === 'tag' || field === 'notes') &&
    op === ':' &&
    !/^\d+$/.test(term.value)
  ) {
    return `whose ${LABELS[field]} contain ${quote(term)}`;
  }
  const label =
    /^\d+$/.test(term.value) && (field === 'keyword' || field === 'tag')
      ? `number of ${LABELS[field]}`
      : LABELS[field];
  return `whose ${label ?? field} ${OP_WORDS[op]} ${term.value}`;
}

function describeNode(node: QueryNode): string {
  switch (node.type) {
    case 'all':
      return 'any card';
    case 'term':
      return describeTerm(node);
    case 'not':
      return `not (${describeNode(node.child)})`;
    case 'and':
      return node.children.map(describeNode).join(' and ');
    case 'or':
      return `(${node.children.map(describeNode).join(' or ')})`;
  }
}

/** A human sentence for a parsed query, e.g. "Cards whose type line contains "instant" and whose mana value is at most 1". */
export function describe(ast: QueryNode): string {
  return ast.type === 'all' ? 'All cards' : `Cards ${describeNode(ast)}`;
}
