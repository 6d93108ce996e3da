import { describe, expect, it } from 'vitest';
import { fittedSize, longestWord, NAME_FIT } from './text-fit';

describe('text card sizes', () => {
  it('measures the longest word, the part a line cannot break', () => {
    expect(longestWord('Archon of Sun’s Grace')).toBe(6);
    expect(longestWord('Monoskelion')).toBe(11);
  });

  it('shrinks a name until its longest word fits the card width', () => {
    // 11 characters at 0.64 em each fill 100cqi at 14.2cqi: above the preferred 8.5cqi, so no shrink.
    expect(fittedSize('Monoskelion', NAME_FIT)).toBe('min(clamp(9px, 8.5cqi, 16px), 14.20cqi)');
    // A 20-character run must go down to 7.81cqi.
    expect(fittedSize('Kozilek, Butcher of Truth-and-Everything', NAME_FIT)).toMatch(/, 7\.81cqi\)$/);
  });
});
