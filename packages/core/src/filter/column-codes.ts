// Each column of a search index as small codes into its distinct values. A column term over the whole
// index is then decided once per distinct value (a handful of colours or rarities, a few thousand type
// lines) and read per card from a byte table: no call per card, unlike the column pass of matchIndices.
// A column of few values (colours, mana value, rarity) also keeps each value's cards as a set, so a term
// on it is the union of a few sets (a few thousand word operations) instead of a pass over every card.
// A column of many values (type lines, keyword lists, costs) keeps its cards grouped by value instead, so
// a term visits only the cards of the values it accepts, or of those it refuses when that is fewer:
// `t:instant` touches its ~1,000 cards, not the codes of all 32k.
import { allBits, andNotBits, type Bits, emptyBits, orBits } from './bitset';
import { COLUMN_NAMES, type ColumnName, type Columns } from './columns';

/** `values[codes[i]]` is card i's value in the column. */
export interface ColumnCodes {
  codes: Int32Array;
  values: Float64Array;
  /**
   * For a column of at most SET_VALUES values, `sets[k]` holds the cards whose value is `values[k]`; for
   * the other columns, the cards grouped by value.
   */
  grouping: { sets: Bits[] } | { groups: ValueGroups };
}

/** `cards[starts[k]]` up to `cards[starts[k + 1]]` (exclusive) are the cards whose code is k, ascending. */
interface ValueGroups {
  cards: Int32Array;
  starts: Int32Array;
}
export type CodedColumns = Record<ColumnName, ColumnCodes>;

// Integer columns spanning at most this many values are coded by offset (no map); others by a map.
const MAX_RANGE = 1 << 16;
// Columns of at most this many values keep a set per value (4 KB each for 32k cards).
const SET_VALUES = 64;

function valueSets(codes: Int32Array, count: number): Bits[] {
  const sets = Array.from({ length: count }, () => emptyBits(codes.length));
  for (let i = 0; i < codes.length; i++) sets[codes[i]!]![i >>> 5]! |= 1 << (i & 31);
  return sets;
}

function valueGroups(codes: Int32Array, count: number): ValueGroups {
  // A counting sort of the cards by code.
  const starts = new Int32Array(count + 1);
  for (let i = 0; i < codes.length; i++) starts[codes[i]! + 1]!++;
  for (let k = 0; k < count; k++) starts[k + 1]! += starts[k]!;
  const next = starts.slice(0, count);
  const cards = new Int32Array(codes.length);
  for (let i = 0; i < codes.length; i++) cards[next[codes[i]!]!++] = i;
  return { cards, starts };
}

/** The column's grouping for `count` distinct codes: sets for few values, groups for many. */
function coded(codes: Int32Array, values: Float64Array): ColumnCodes {
  const count = values.length;
  return {
    codes,
    values,
    grouping: count <= SET_VALUES ? { sets: valueSets(codes, count) } : { groups: valueGroups(codes, count) },
  };
}

function codesOf(column: Float64Array | Int32Array): ColumnCodes {
  const n = column.length;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let integral = true;
  for (let i = 0; i < n; i++) {
    const v = column[i]!;
    if (!Number.isInteger(v)) integral = false;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const codes = new Int32Array(n);
  if (n > 0 && integral && max - min < MAX_RANGE) {
    // Values between min and max that no card has are tested too: tests are pure, so that is harmless.
    const values = new Float64Array(max - min + 1);
    for (let k = 0; k < values.length; k++) values[k] = min + k;
    for (let i = 0; i < n; i++) codes[i] = column[i]! - min;
    return coded(codes, values);
  }
  const seen = new Map<number, number>();
  const values: number[] = [];
  for (let i = 0; i < n; i++) {
    const v = column[i]!;
    let code = seen.get(v);
    if (code === undefined) {
      code = values.length;
      values.push(v);
      seen.set(v, code);
    }
    codes[i] = code;
  }
  return coded(codes, Float64Array.from(values));
}

const CODED = new WeakMap<Columns, CodedColumns>();

/** The coded form of an index's columns (built on first use, a few ms for 32k cards, then kept). */
export function codedColumnsOf(columns: Columns): CodedColumns {
  let coded = CODED.get(columns);
  if (!coded) {
    coded = {} as CodedColumns;
    for (const name of COLUMN_NAMES) coded[name] = codesOf(columns[name]);
    CODED.set(columns, coded);
  }
  return coded;
}

/** The cards whose value in the column passes `test`. */
export function columnBits(column: ColumnCodes, test: (value: number) => boolean): Bits {
  const { codes, values } = column;
  const n = codes.length;
  const pass = new Uint8Array(values.length);
  for (let k = 0; k < values.length; k++) pass[k] = test(values[k]!) ? 1 : 0;
  if ('sets' in column.grouping) {
    const { sets } = column.grouping;
    let out = emptyBits(n);
    for (let k = 0; k < sets.length; k++) if (pass[k] === 1) out = orBits(out, sets[k]!);
    return out;
  }
  const { cards, starts } = column.grouping.groups;
  let accepted = 0;
  for (let k = 0; k < values.length; k++) if (pass[k] === 1) accepted += starts[k + 1]! - starts[k]!;
  // Visit the smaller side: the refused cards' complement when most are accepted.
  const visit = accepted > n / 2 ? 0 : 1;
  const out = emptyBits(n);
  for (let k = 0; k < values.length; k++) {
    if (pass[k] !== visit) continue;
    for (let j = starts[k]!; j < starts[k + 1]!; j++) {
      const i = cards[j]!;
      out[i >>> 5]! |= 1 << (i & 31);
    }
  }
  return visit === 1 ? out : andNotBits(allBits(n), out);
}
