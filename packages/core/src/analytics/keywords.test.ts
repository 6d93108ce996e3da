import { describe, expect, it } from 'vitest';
import { keywordBreakdown } from './keywords';

const card = (colors: ('W' | 'U' | 'B' | 'R' | 'G')[], keywords: string[], typeLine = 'Creature') => ({
  cmc: 2,
  colors,
  typeLine,
  rarity: null,
  keywords,
});

describe('keywords breakdown', () => {
  it('counts cards per keyword by colour category, most common first', () => {
    const rows = keywordBreakdown([
      card(['W'], ['Flying', 'Vigilance']),
      card(['U'], ['Flying']),
      card(['W', 'U'], ['Flying', 'Flying']),
      card(['R'], ['Haste']),
      { ...card(['R'], ['Haste']), colorCategory: 'white' as const },
    ]);
    expect(rows.map((r) => [r.keyword, r.total])).toEqual([
      ['Flying', 3],
      ['Haste', 2],
      ['Vigilance', 1],
    ]);
    expect(rows[0]!.byCategory).toMatchObject({ white: 1, blue: 1, multicolor: 1, red: 0 });
    // An override moves the card to its category here too.
    expect(rows[1]!.byCategory).toMatchObject({ red: 1, white: 1 });
  });
});
