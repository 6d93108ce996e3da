// Cube-only fields, read from the cube entry: without an entry (plain card search) they match nothing.
import { BOARDS, CARD_STATUSES, type CubeCard, FINISHES } from '../cube/types';
import { ALL_OPS, buildRegex, compareNumbers, type FieldSpec, type Matcher, TEXT_OPS } from './field-spec';

type EntryTest = (entry: CubeCard) => boolean;

function onEntry(test: EntryTest, negate: boolean): Matcher {
  return negate ? (_f, e) => e !== undefined && !test(e) : (_f, e) => e !== undefined && test(e);
}

export const tagField: FieldSpec = {
  name: 'tag',
  aliases: ['tag', 'tags'],
  ops: ALL_OPS,
  regex: true,
  build(term) {
    if (!term.quoted && !term.regex && /^\d+$/.test(term.value)) {
      const n = Number(term.value);
      return onEntry((e) => compareNumbers(e.tags.length, term.op, n), false);
    }
    if (!TEXT_OPS.includes(term.op)) {
      return { problem: `"${term.op}" compares tag counts only`, expected: 'a number, or : = != with a tag' };
    }
    if (term.regex) {
      const re = buildRegex(term.value);
      if (!(re instanceof RegExp)) return re;
      return onEntry((e) => e.tags.some((t) => re.test(t)), term.op === '!=');
    }
    const value = term.value.toLowerCase();
    // CubeCobra's reading: `tag:sign` is a substring, `tag:"Signed"` (or `=`) the whole tag.
    if (term.op === ':' && !term.quoted)
      return onEntry((e) => e.tags.some((t) => t.toLowerCase().includes(value)), false);
    return onEntry((e) => e.tags.some((t) => t.toLowerCase() === value), term.op === '!=');
  },
};

export const notesField: FieldSpec = {
  name: 'notes',
  aliases: ['notes', 'note'],
  ops: TEXT_OPS,
  regex: true,
  build(term) {
    if (term.regex) {
      const re = buildRegex(term.value);
      if (!(re instanceof RegExp)) return re;
      return onEntry((e) => re.test(e.notes), term.op === '!=');
    }
    const value = term.value.toLowerCase();
    if (term.op === ':') return onEntry((e) => e.notes.toLowerCase().includes(value), false);
    return onEntry((e) => e.notes.toLowerCase() === value, term.op === '!=');
  },
};

/** A field whose value is one of a fixed list (with a few alternative spellings). */
function choiceField(
  name: string,
  aliases: string[],
  choices: readonly string[],
  spellings: Record<string, string>,
  read: (e: CubeCard) => string,
): FieldSpec {
  return {
    name,
    aliases,
    ops: TEXT_OPS,
    build(term) {
      const key = term.value.toLowerCase().replace(/[\s-]+/g, '_');
      const value = spellings[key] ?? key;
      if (!choices.includes(value)) {
        return { problem: `"${term.value}" is not a ${name}`, expected: `one of ${choices.join(', ')}` };
      }
      return onEntry((e) => read(e) === value, term.op === '!=');
    },
  };
}

export const boardField = choiceField(
  'board',
  ['board'],
  BOARDS,
  { mainboard: 'main', maybeboard: 'maybe', considering: 'maybe' },
  (e) => e.board,
);
export const statusField = choiceField(
  'status',
  ['status'],
  CARD_STATUSES,
  { notowned: 'not_owned' },
  (e) => e.status,
);
export const finishField = choiceField(
  'finish',
  ['finish'],
  FINISHES,
  { non_foil: 'nonfoil', normal: 'nonfoil' },
  (e) => e.finish,
);
