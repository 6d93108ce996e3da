import { describe, expect, it } from 'vitest';
import { ordinal, parseSeed, randomSeed } from './seed';

describe('sample pack seeds', () => {
  it('reads whole-number seeds and refuses anything else', () => {
    expect(parseSeed('42')).toBe(42);
    expect(parseSeed(' 7 ')).toBe(7);
    expect(parseSeed(null)).toBeNull();
    expect(parseSeed('abc')).toBeNull();
    expect(parseSeed('-1')).toBeNull();
    expect(parseSeed('99999999999')).toBeNull();
  });

  it('never repeats the previous seed', () => {
    const values = [0.5, 0.5, 0.25];
    const rand = () => values.shift()!;
    const first = randomSeed(null, () => 0.5);
    expect(randomSeed(first, rand)).not.toBe(first);
  });

  it('names pick ranks in English', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 15, 21, 22].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '15th',
      '21st',
      '22nd',
    ]);
  });
});
