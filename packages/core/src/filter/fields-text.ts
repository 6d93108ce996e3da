// Text fields: name, type line, oracle text, set, keywords and layout.
import { normalizeName } from '../cards/names';
import type { TermNode } from './ast';
import type { CardFacts } from './facts';
import {
  ALL_OPS,
  buildRegex,
  compareNumbers,
  type FieldProblem,
  type FieldSpec,
  type Matcher,
  TEXT_OPS,
} from './field-spec';

type Test = (facts: CardFacts) => boolean;

/** `!=` is the negation of `=`, so every text field reads the same way. */
function withNegation(term: TermNode, test: Test): Matcher {
  return term.op === '!=' ? (f) => !test(f) : (f) => test(f);
}

/** Builds a regex test over the raw strings a field exposes (any face). */
function regexMatcher(term: TermNode, strings: (f: CardFacts) => string[]): Matcher | FieldProblem {
  const re = buildRegex(term.value);
  if (!(re instanceof RegExp)) return re;
  return withNegation(term, (f) => strings(f).some((s) => re.test(s)));
}

export const nameField: FieldSpec = {
  name: 'name',
  aliases: ['name', 'n'],
  ops: TEXT_OPS,
  regex: true,
  build(term) {
    if (term.regex) return regexMatcher(term, (f) => [f.card.name, ...f.faces.map((x) => x.rawName)]);
    const value = normalizeName(term.value);
    if (term.op === ':') return (f) => f.name.includes(value);
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
    if (term.regex) return regexMatcher(term, (f) => f.faces.map((x) => x.rawType));
    const value = term.value.toLowerCase();
    return withNegation(term, (f) => f.type.includes(value));
  },
};

export const oracleField: FieldSpec = {
  name: 'oracle',
  aliases: ['oracle', 'o', 'text'],
  ops: TEXT_OPS,
  regex: true,
  build(term) {
    if (term.regex) return regexMatcher(term, (f) => f.faces.map((x) => x.rawText));
    const value = term.value.toLowerCase();
    if (value.includes('~')) {
      // `~` stands for the face's own name, as in printed rules text.
      return withNegation(term, (f) => f.faces.some((x) => x.text.includes(value.replaceAll('~', x.name))));
    }
    return withNegation(term, (f) => f.text.includes(value));
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
    return withNegation(term, (f) => f.printings.includes(code));
  },
};

export const keywordField: FieldSpec = {
  name: 'keyword',
  aliases: ['keyword', 'keywords', 'kw'],
  ops: ALL_OPS,
  build(term) {
    if (!term.quoted && /^\d+$/.test(term.value)) {
      const n = Number(term.value);
      return (f) => compareNumbers(f.keywords.length, term.op, n);
    }
    if (!TEXT_OPS.includes(term.op)) {
      return {
        problem: `"${term.op}" compares keyword counts only`,
        expected: 'a number, or : = != with a keyword',
      };
    }
    const value = term.value.toLowerCase();
    if (term.op === ':') return (f) => f.keywords.some((k) => k.includes(value));
    return withNegation(term, (f) => f.keywords.includes(value));
  },
};

export const layoutField: FieldSpec = {
  name: 'layout',
  aliases: ['layout'],
  ops: TEXT_OPS,
  build(term) {
    const value = term.value.toLowerCase();
    return withNegation(term, (f) => f.card.layout === value);
  },
};
