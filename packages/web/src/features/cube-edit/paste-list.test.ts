import { describe, expect, it } from 'vitest';
import { distinctNames, PASTE_COUNT_MAX, parsePastedLine, parsePastedList } from './paste-list';

describe('parsePastedLine', () => {
  it.each([
    ['Lightning Bolt', 1, 'Lightning Bolt'],
    ['2 Lightning Bolt', 2, 'Lightning Bolt'],
    ['1x Counterspell', 1, 'Counterspell'],
    ['3X  Opt', 3, 'Opt'],
    ['1 Opt (XLN) 65', 1, 'Opt'],
    ['Fire // Ice (APC) 128 *F*', 1, 'Fire // Ice'],
    ['4 Island [M10]', 4, 'Island'],
    ['  Brazen Borrower  ', 1, 'Brazen Borrower'],
    ['Borrowing 100,000 Arrows', 1, 'Borrowing 100,000 Arrows'],
    ['1 Borrowing 100,000 Arrows', 1, 'Borrowing 100,000 Arrows'],
  ])('%s -> %i x %s', (raw, count, name) => {
    expect(parsePastedLine(raw, 1)).toMatchObject({ count, name });
  });

  it.each(['', '   ', '# a comment', '// Creatures', 'Sideboard', 'Deck', 'Maybeboard:'])('skips %j', (raw) =>
    expect(parsePastedLine(raw, 1)).toBeNull(),
  );

  it('caps a count typed by mistake', () => {
    expect(parsePastedLine('400 Island', 1)?.count).toBe(PASTE_COUNT_MAX);
  });

  it('keeps names that merely start with a number-like word', () => {
    expect(parsePastedLine('1996 World Champion', 1)).toMatchObject({
      count: 1,
      name: '1996 World Champion',
    });
  });
});

describe('parsePastedList', () => {
  it('numbers lines as pasted and drops blanks', () => {
    const lines = parsePastedList('2 Lightning Bolt\n\n1x Counterspell\r\nlightning bolt\n');
    expect(lines.map((l) => [l.line, l.count, l.name])).toEqual([
      [1, 2, 'Lightning Bolt'],
      [3, 1, 'Counterspell'],
      [4, 1, 'lightning bolt'],
    ]);
    expect(distinctNames(lines)).toEqual(['Lightning Bolt', 'Counterspell']);
  });
});
