import { describe, expect, it } from 'vitest';
import { timeLeft } from './turn-deadline';

describe('a turn deadline in words', () => {
  it('reads days and hours, hours and minutes, or minutes', () => {
    const min = 60_000;
    expect(timeLeft(30_000)).toBe('less than a minute');
    expect(timeLeft(12 * min + 59_000)).toBe('12 min');
    expect(timeLeft(60 * min)).toBe('1 h 0 min');
    expect(timeLeft(23 * 60 * min + 55 * min)).toBe('23 h 55 min');
    expect(timeLeft(51 * 60 * min + 5 * min)).toBe('2 d 3 h');
  });
});
