// Facts of the card's printing in the data: artist, watermark, release year and date, and `has:`.
import type { Operator } from './ast';
import { type DataCoverage, lacking } from './coverage';
import type { CardFacts } from './facts';
import { ALL_OPS, buildRegex, type FieldSpec, type Matcher, TEXT_OPS } from './field-spec';
import { ARTISTS, DATE_LISTS, memoized } from './intern';

export const artistField: FieldSpec = {
  name: 'artist',
  aliases: ['a', 'artist'],
  ops: TEXT_OPS,
  regex: true,
  build(term) {
    let test: (artist: string) => boolean;
    if (term.regex) {
      const re = buildRegex(term.value);
      if (!(re instanceof RegExp)) return re;
      test = (a) => a !== '' && re.test(a);
    } else {
      const value = term.value.toLowerCase();
      test = term.op === ':' ? (a) => a !== '' && a.includes(value) : (a) => a !== '' && a === value;
    }
    // Decided once per artist (a few thousand), not once per card.
    const has = memoized(ARTISTS, 'artistId', test);
    return term.op === '!=' ? (f) => f.artistId !== 0 && !has(f) : has;
  },
  missing: (_term, data) => (data.artists ? null : lacking('artists', 'search by artist')),
};

export const watermarkField: FieldSpec = {
  name: 'watermark',
  aliases: ['wm', 'watermark'],
  ops: TEXT_OPS,
  build(term) {
    const value = term.value.toLowerCase();
    const test =
      term.op === ':'
        ? (f: CardFacts) => f.watermark.includes(value)
        : (f: CardFacts) => f.watermark === value;
    return term.op === '!=' ? (f) => f.watermark !== '' && !test(f) : (f) => f.watermark !== '' && test(f);
  },
  missing: (_term, data) => (data.watermarks ? null : lacking('watermarks', 'search by watermark')),
};

/** A test on the yyyymmdd release number for `op` against the days from `first` to `last`. */
export function dateRange(op: Operator, first: number, last: number): (v: number) => boolean {
  switch (op) {
    case ':':
    case '=':
      return (v) => v >= first && v <= last;
    case '!=':
      return (v) => v >= 0 && (v < first || v > last);
    case '<':
      return (v) => v >= 0 && v < first;
    case '<=':
      return (v) => v >= 0 && v <= last;
    case '>':
      return (v) => v > last;
    case '>=':
      return (v) => v >= first;
  }
}

/** The first and last yyyymmdd a `year` or `date` value covers, or null when it is not one. */
export function daysOf(field: 'year' | 'date', value: string): [number, number] | null {
  if (field === 'year') {
    if (!/^\d{4}$/.test(value)) return null;
    const y = Number(value);
    return [y * 10000 + 101, y * 10000 + 1231];
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const month = Number(m?.[2]);
  const day = Number(m?.[3]);
  if (!m || month < 1 || month > 12 || day < 1 || day > 31) return null;
  const n = Number(m[1]) * 10000 + month * 100 + day;
  return [n, n];
}

/** Any printing's date passes `test` (Scryfall's reading); decided once per distinct list of dates. */
function anyDate(test: (day: number) => boolean): Matcher {
  return memoized(DATE_LISTS, 'datesId', (days) => days.some(test));
}

const datesMissing = (_term: unknown, data: DataCoverage) =>
  data.releaseDates ? null : lacking('release dates', 'search by year or date');

export const yearField: FieldSpec = {
  name: 'year',
  aliases: ['year'],
  ops: ALL_OPS,
  build(term) {
    const days = daysOf('year', term.value);
    if (!days) return { problem: `"${term.value}" is not a year`, expected: 'a year such as 2020' };
    return anyDate(dateRange(term.op, days[0], days[1]));
  },
  missing: datesMissing,
};

export const dateField: FieldSpec = {
  name: 'date',
  aliases: ['date'],
  ops: ALL_OPS,
  build(term) {
    const days = daysOf('date', term.value);
    if (!days) {
      return {
        problem: `"${term.value}" is not a date`,
        expected: 'a date as YYYY-MM-DD, such as 2015-06-01',
      };
    }
    return anyDate(dateRange(term.op, days[0], days[1]));
  },
  missing: datesMissing,
};

interface HasFact {
  test: Matcher;
  missing: (data: DataCoverage) => string | null;
}

/** Every `has:` value: facts a card may or may not carry (as Scryfall's `has:`). */
const HAS_FACTS: Record<string, HasFact> = {
  watermark: {
    test: (f) => f.watermark !== '',
    missing: (data) => (data.watermarks ? null : lacking('watermarks', 'search with has:watermark')),
  },
  artist: {
    test: (f) => f.artistId !== 0,
    missing: (data) => (data.artists ? null : lacking('artists', 'search with has:artist')),
  },
};

export const hasField: FieldSpec = {
  name: 'has',
  aliases: ['has'],
  ops: [':', '=', '!='],
  build(term) {
    const fact = HAS_FACTS[term.value.toLowerCase()];
    if (!fact) {
      return {
        problem: `Unknown has: value "${term.value}"`,
        expected: `one of ${Object.keys(HAS_FACTS).join(', ')}`,
      };
    }
    const test = fact.test;
    return term.op === '!=' ? (f, e) => !test(f, e) : test;
  },
  missing: (term, data) => HAS_FACTS[term.value.toLowerCase()]?.missing(data) ?? null,
};
