import { describe, expect, it } from 'vitest';
import { deckListNames } from './deck-list';

describe('pasted deck lists', () => {
  it('expands counts, skips headers and comments, and stops at the sideboard', () => {
    const { names, errors } = deckListNames(
      'Deck\n4 Lightning Bolt\n2x Mountain\n# a comment\n\nShivan Dragon (m10) 154\nSideboard\n1 Pyroblast',
    );
    expect(names).toEqual([
      'Lightning Bolt',
      'Lightning Bolt',
      'Lightning Bolt',
      'Lightning Bolt',
      'Mountain',
      'Mountain',
      'Shivan Dragon',
    ]);
    expect(errors).toEqual([]);
  });

  it('reports a line it cannot read', () => {
    expect(deckListNames('0 Island').errors).toEqual(['0 Island: A count of 0 adds nothing']);
  });
});
