// Column form of the cheapest terms: numbers and interned ids copied into typed arrays, so the first,
// most selective tests of a query read a few bytes per card instead of each card's facts record.
import type { CardFacts } from './fact-types';

/** Facts fields kept as columns. */
export const COLUMN_NAMES = [
  'cmc',
  'colors',
  'identity',
  'rarity',
  'typeId',
  'frontTypeId',
  'keywordsId',
  'costId',
  'printingsId',
  'statsId',
  'legalityId',
  'artistId',
  'datesId',
  'layoutId',
  'reprint',
] as const;
export type ColumnName = (typeof COLUMN_NAMES)[number];
export type Columns = Record<ColumnName, Float64Array | Int32Array>;

/** A test on one column's value. */
export interface ColumnTest {
  column: ColumnName;
  test: (value: number) => boolean;
}

const TESTS = new WeakMap<object, ColumnTest>();

/** Records that matcher `m` is exactly `test` applied to `column` (returns `m`). */
export function withColumn<M extends object>(m: M, column: ColumnName, test: (value: number) => boolean): M {
  TESTS.set(m, { column, test });
  return m;
}

/** The column form of a matcher, if it has one. */
export function columnTestOf(m: object): ColumnTest | undefined {
  return TESTS.get(m);
}

/** Copies the column fields of facts records into typed arrays. */
export function buildColumns(facts: readonly CardFacts[]): Columns {
  const n = facts.length;
  const cols = { cmc: new Float64Array(n) } as Columns;
  for (const name of COLUMN_NAMES) if (name !== 'cmc') cols[name] = new Int32Array(n);
  for (const name of COLUMN_NAMES) {
    const col = cols[name];
    for (let i = 0; i < n; i++) col[i] = facts[i]![name];
  }
  return cols;
}

/** A matcher reading one column field of the facts, with its column form recorded. */
export function onValue(column: ColumnName, test: (value: number) => boolean): (f: CardFacts) => boolean {
  return withColumn((f: CardFacts) => test(f[column]), column, test);
}

/** `m`, or its negation when `negate` (which keeps the column form, negated), for `!=` and `not:`. */
export function negatedIf<M extends (f: CardFacts) => boolean>(
  negate: boolean,
  m: M,
): M | ((f: CardFacts) => boolean) {
  if (!negate) return m;
  const negated = (f: CardFacts) => !m(f);
  const ct = columnTestOf(m);
  return ct ? withColumn(negated, ct.column, (v) => !ct.test(v)) : negated;
}
