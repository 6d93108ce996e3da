// Text fields: name, type line, oracle text, set, keywords and layout.
import { normalizeName } from '../cards/names';
import type { TermNode } from './ast';
import { mayContain } from './bigrams';
import { negatedIf } from './columns';
import type { CardFacts, FaceFacts } from './facts';
import {
  ALL_OPS,
  buildRegex,
  compareNumbers,
  type FieldProblem,
  type FieldSpec,
  type Matcher,
  TEXT_OPS,
} from './field-spec';
import { KEYWORD_LISTS, LAYOUTS, memoized, PRINTINGS, TYPE_LINES } from './intern';
import { internedHolding } from './interned-members';
import { internedContaining } from './interned-text';
import { requiredLiteral } from './regex-literal';
import { negatedScan, scanFormOf, withScan } from './scan-forms';
import { nameContainsBits, textContainsBits } from './text-scan';

type Test = (facts: CardFacts) => boolean;

// Texts for internedContaining. A keyword list as its keywords joined by KEYWORD_BREAK: a part without
// one is in the text when it is in one keyword. A type line is its own text: deciding all 4,000 of them
// value by value took ~0.2 ms a term, one indexOf walk ~0.05 ms. (Set codes are whole members of their
// lists, so `s:` asks interned-members.ts instead.)
const KEYWORD_BREAK = '\u0001';
// No keyword at all has no text: "" is in every text, but in no keyword of an empty list.
const keywordsText = (keywords: readonly string[]) =>
  keywords.length === 0 || keywords.some((k) => k.includes(KEYWORD_BREAK))
    ? null
    : keywords.join(KEYWORD_BREAK);

const typeLineText = (type: string) => type;

/** Does the card's lower-case oracle text contain `value`? Checks the pair signature first. */
function textContains(value: string): Test {
  const may = mayContain(value);
  const test: Test = may ? (f) => may(f.textPairs) && f.text.includes(value) : (f) => f.text.includes(value);
  return withScan(test, (index, within) => textContainsBits(index, value, within));
}

/** `!=` is the negation of `=`, so every text field reads the same way (and keeps its scan form). */
function withNegation(term: TermNode, test: Test): Matcher {
  const scan = scanFormOf(test);
  if (term.op === '!=') {
    const negated: Matcher = (f) => !test(f);
    return scan ? withScan(negated, negatedScan(scan)) : negated;
  }
  const plain: Matcher = (f) => test(f);
  return scan ? withScan(plain, scan) : plain;
}

/**
 * Builds a regex test over the raw strings a field exposes (any face). With `inText` (oracle text), a
 * literal every match needs is looked for in the lower-cased text first (see `requiredLiteral`).
 */
function regexMatcher(
  term: TermNode,
  pick: (face: FaceFacts) => string,
  extra?: Test,
  inText = false,
): Matcher | FieldProblem {
  const re = buildRegex(term.value);
  if (!(re instanceof RegExp)) return re;
  const literal = inText ? requiredLiteral(term.value) : '';
  const hasLiteral = literal ? textContains(literal) : null;
  // A plain loop over the faces: no array is built per card.
  const test: Test = (f) => {
    if (extra?.(f)) return true;
    if (hasLiteral && !hasLiteral(f)) return false;
    for (const face of f.faces) if (re.test(pick(face))) return true;
    return false;
  };
  return withNegation(term, test);
}

export const nameField: FieldSpec = {
  name: 'name',
  aliases: ['name', 'n'],
  ops: TEXT_OPS,
  regex: true,
  build(term) {
    if (term.regex) {
      const re = buildRegex(term.value);
      if (!(re instanceof RegExp)) return re;
      return regexMatcher(
        term,
        (x) => x.rawName,
        (f) => re.test(f.card.name),
      );
    }
    const value = normalizeName(term.value);
    if (term.op === ':') {
      return withScan(
        (f: CardFacts) => f.name.includes(value),
        (index, within) => nameContainsBits(index, value, within),
      );
    }
    // Exact: the full name or any one face's name.
    return withNegation(term, (f) => f.name === value || f.faceNames.includes(value));
  },
};

export const typeField: FieldSpec = {
  name: 'type',
  aliases: ['type', 't'],
  ops: TEXT_OPS,
  regex: true,
  build(term) {
    if (term.regex) return regexMatcher(term, (x) => x.rawType);
    const value = term.value.toLowerCase();
    // Decided once per distinct type line (a few thousand), not once per card.
    const has = memoized(
      TYPE_LINES,
      'typeId',
      (type) => type.includes(value),
      () => internedContaining(TYPE_LINES, typeLineText, value),
    );
    return negatedIf(term.op === '!=', has);
  },
};

export const oracleField: FieldSpec = {
  name: 'oracle',
  aliases: ['oracle', 'o', 'text'],
  ops: TEXT_OPS,
  regex: true,
  build(term) {
    if (term.regex) return regexMatcher(term, (x) => x.rawText, undefined, true);
    const value = term.value.toLowerCase();
    if (value.includes('~')) {
      // `~` stands for the face's own name, as in printed rules text. The longest literal piece must be in
      // the card's text whatever the name is, so most cards are ruled out before any string is built.
      const piece = value.split('~').reduce((a, b) => (b.length > a.length ? b : a), '');
      const hasPiece = textContains(piece);
      return withNegation(
        term,
        (f) => hasPiece(f) && f.faces.some((x) => x.text.includes(value.replaceAll('~', x.name))),
      );
    }
    return withNegation(term, textContains(value));
  },
};

export const setField: FieldSpec = {
  name: 'set',
  aliases: ['set', 's', 'e', 'edition'],
  ops: TEXT_OPS,
  build(term) {
    const code = term.value.toLowerCase();
    if (!/^[a-z0-9]+$/.test(code))
      return { problem: `"${term.value}" is not a set code`, expected: 'a set code such as war or mh2' };
    const has = memoized(
      PRINTINGS,
      'printingsId',
      (list) => list.includes(code),
      () => internedHolding(PRINTINGS, code),
    );
    return negatedIf(term.op === '!=', has);
  },
};

export const keywordField: FieldSpec = {
  name: 'keyword',
  aliases: ['keyword', 'keywords', 'kw'],
  ops: ALL_OPS,
  build(term) {
    if (!term.quoted && /^\d+$/.test(term.value)) {
      const n = Number(term.value);
      const op = term.op;
      return (f) => compareNumbers(f.keywords.length, op, n);
    }
    if (!TEXT_OPS.includes(term.op)) {
      return {
        problem: `"${term.op}" compares keyword counts only`,
        expected: 'a number, or : = != with a keyword',
      };
    }
    const value = term.value.toLowerCase();
    if (term.op === ':') {
      return memoized(
        KEYWORD_LISTS,
        'keywordsId',
        (ks) => ks.some((k) => k.includes(value)),
        () => (value.includes(KEYWORD_BREAK) ? null : internedContaining(KEYWORD_LISTS, keywordsText, value)),
      );
    }
    const has = memoized(KEYWORD_LISTS, 'keywordsId', (ks) => ks.includes(value));
    return negatedIf(term.op === '!=', has);
  },
};

export const layoutField: FieldSpec = {
  name: 'layout',
  aliases: ['layout'],
  ops: TEXT_OPS,
  build(term) {
    const value = term.value.toLowerCase();
    return negatedIf(
      term.op === '!=',
      memoized(LAYOUTS, 'layoutId', (name) => name === value),
    );
  },
};
