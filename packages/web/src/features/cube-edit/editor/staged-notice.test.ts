import { describe, expect, it } from 'vitest';
import { stagedNotice } from './staged-notice';

describe('stagedNotice', () => {
  const bolt = { cardId: 'bolt', name: 'Lightning Bolt' };
  it('says where a new card goes', () => {
    expect(stagedNotice(bolt, 'the main board', [{ cardId: 'opt', board: 'main' }])).toBe(
      'Lightning Bolt staged for the main board.',
    );
  });

  it('says the cube already holds the card, with the count, whatever the board', () => {
    const list = [
      { cardId: 'bolt', board: 'main' },
      { cardId: 'bolt', board: 'maybe' },
      { cardId: 'opt', board: 'main' },
    ];
    expect(stagedNotice(bolt, 'the main board', list)).toBe(
      'Lightning Bolt staged for the main board. Note: Lightning Bolt is already in the cube (2 copies).',
    );
    expect(stagedNotice(bolt, 'the maybeboard', list.slice(0, 1))).toMatch(
      /already in the cube \(1 copy\)\.$/,
    );
  });
});
