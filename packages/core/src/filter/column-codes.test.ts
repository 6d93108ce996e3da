// columnBits must find exactly the cards whose value passes the test, whichever way a column keeps its
// cards: a set per value (few values) or cards grouped by value (many), visiting the accepted cards or
// the refused ones, whichever are fewer.
import { describe, expect, it } from 'vitest';
import { forEachBit } from './bitset';
import { codedColumnsOf, columnBits } from './column-codes';
import { buildColumns, COLUMN_NAMES } from './columns';
import type { CardFacts } from './facts';

const positions = (bits: Uint32Array) => {
  const out: number[] = [];
  forEachBit(bits, (i) => out.push(i));
  return out;
};

/** Facts records with only the columns set: typeId over `typeCount` values, rarity over 4. */
function columnsOf(n: number, typeCount: number) {
  const facts = Array.from({ length: n }, (_, i) => {
    const f: Record<string, number> = Object.fromEntries(COLUMN_NAMES.map((name) => [name, 0]));
    f.typeId = (i * 7919) % typeCount;
    f.rarity = i % 4;
    return f as unknown as CardFacts;
  });
  return { facts, coded: codedColumnsOf(buildColumns(facts)) };
}

describe('columnBits', () => {
  const n = 1000;
  const { facts, coded } = columnsOf(n, 300);
  const expected = (column: 'typeId' | 'rarity', test: (v: number) => boolean) =>
    facts.flatMap((f, i) => (test(f[column]) ? [i] : []));

  it('keeps a set per value for a column of few values, and groups for one of many', () => {
    expect('sets' in coded.rarity.grouping).toBe(true);
    expect('groups' in coded.typeId.grouping).toBe(true);
  });

  it.each([
    ['a few values', (v: number) => v % 50 === 3],
    ['most values (the refused side is visited)', (v: number) => v % 50 !== 3],
    ['none', () => false],
    ['all', () => true],
  ])('finds the cards of %s in a column of many values', (_name, test) => {
    expect(positions(columnBits(coded.typeId, test))).toEqual(expected('typeId', test));
  });

  it('finds the cards of a column of few values', () => {
    const test = (v: number) => v >= 2;
    expect(positions(columnBits(coded.rarity, test))).toEqual(expected('rarity', test));
  });

  it('leaves the bits past the last card clear when it takes a complement', () => {
    const bits = columnBits(coded.typeId, () => true);
    expect(positions(bits).length).toBe(n);
    expect(bits[bits.length - 1]! >>> (n % 32)).toBe(0);
  });
});
