import { describe, expect, it } from 'vitest';
import {
  allBits,
  andBits,
  andNotBits,
  countBits,
  emptyBits,
  forEachBit,
  hasBit,
  isEmptyBits,
  orBits,
  setBit,
} from './bitset';

const positions = (bits: Uint32Array) => {
  const out: number[] = [];
  forEachBit(bits, (i) => out.push(i));
  return out;
};

describe('bitset', () => {
  it('holds no bit past n in the full set, so counts and complements stay within the cards', () => {
    for (const n of [0, 1, 31, 32, 33, 64, 100]) {
      expect(countBits(allBits(n))).toBe(n);
      expect(isEmptyBits(andNotBits(allBits(n), allBits(n)))).toBe(true);
      expect(positions(allBits(n))).toEqual(Array.from({ length: n }, (_, i) => i));
    }
  });

  it('sets, reads and visits positions across words, ascending', () => {
    const bits = emptyBits(100);
    for (const i of [99, 0, 31, 32, 63, 64]) setBit(bits, i);
    expect(positions(bits)).toEqual([0, 31, 32, 63, 64, 99]);
    expect(hasBit(bits, 31) && hasBit(bits, 99) && !hasBit(bits, 30)).toBe(true);
    expect(countBits(bits)).toBe(6);
  });

  it('combines sets without changing them', () => {
    const a = emptyBits(70);
    const b = emptyBits(70);
    for (const i of [1, 40, 69]) setBit(a, i);
    for (const i of [40, 50]) setBit(b, i);
    expect(positions(andBits(a, b))).toEqual([40]);
    expect(positions(orBits(a, b))).toEqual([1, 40, 50, 69]);
    expect(positions(andNotBits(a, b))).toEqual([1, 69]);
    expect(positions(a)).toEqual([1, 40, 69]);
    expect(positions(b)).toEqual([40, 50]);
  });
});
