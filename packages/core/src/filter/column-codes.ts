// Each column of a search index as small codes into its distinct values. A column term over the whole
// index is then decided once per distinct value (a handful of colours or rarities, a few thousand type
// lines) and read per card from a byte table: no call per card, unlike the column pass of matchIndices.
// A column of few values (colours, mana value, rarity) also keeps each value's cards as a set, so a term
// on it is the union of a few sets (a few thousand word operations) instead of a pass over every card.
import { type Bits, emptyBits, orBits } from './bitset';
import { COLUMN_NAMES, type ColumnName, type Columns } from './columns';

/** `values[codes[i]]` is card i's value in the column. */
export interface ColumnCodes {
  codes: Int32Array;
  values: Float64Array;
  /** For a column of at most SET_VALUES values: `sets[k]` holds the cards whose value is `values[k]`. */
  sets: Bits[] | null;
}
export type CodedColumns = Record<ColumnName, ColumnCodes>;

// Integer columns spanning at most this many values are coded by offset (no map); others by a map.
const MAX_RANGE = 1 << 16;
// Columns of at most this many values keep a set per value (4 KB each for 32k cards).
const SET_VALUES = 64;

function valueSets(codes: Int32Array, count: number): Bits[] | null {
  if (count > SET_VALUES) return null;
  const sets = Array.from({ length: count }, () => emptyBits(codes.length));
  for (let i = 0; i < codes.length; i++) sets[codes[i]!]![i >>> 5]! |= 1 << (i & 31);
  return sets;
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
    return { codes, values, sets: valueSets(codes, values.length) };
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
  return { codes, values: Float64Array.from(values), sets: valueSets(codes, values.length) };
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
  const { codes, values, sets } = column;
  const pass = new Uint8Array(values.length);
  for (let k = 0; k < values.length; k++) pass[k] = test(values[k]!) ? 1 : 0;
  if (sets) {
    let out = emptyBits(codes.length);
    for (let k = 0; k < sets.length; k++) if (pass[k] === 1) out = orBits(out, sets[k]!);
    return out;
  }
  const out = emptyBits(codes.length);
  for (let i = 0; i < codes.length; i++) if (pass[codes[i]!] === 1) out[i >>> 5]! |= 1 << (i & 31);
  return out;
}
