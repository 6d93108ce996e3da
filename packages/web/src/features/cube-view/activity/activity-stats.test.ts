import { describe, expect, it } from 'vitest';
import { actionLabel, statsBars } from './activity-stats';

describe('activity stats bars', () => {
  it('labels actions and sorts bars largest first with widths relative to the largest', () => {
    const { byAction, byUser } = statsBars({
      since: '2026-01-01T00:00:00.000Z',
      total: 9,
      byAction: { card_added: 2, cube_created: 1, cards_bulk_added: 4, card_removed: 0 },
      byUser: [
        { userId: 'a', username: 'ann', count: 3 },
        { userId: 'b', username: 'bob', count: 6 },
      ],
    });
    expect(byAction.map((b) => [b.label, b.count, b.percent])).toEqual([
      ['Cards bulk added', 4, 100],
      ['Card added', 2, 50],
      ['Cube created', 1, 25],
    ]);
    expect(byUser.map((b) => [b.label, b.percent])).toEqual([
      ['bob', 100],
      ['ann', 50],
    ]);
  });

  it('reads action names', () => {
    expect(actionLabel('card_moved_to_considering')).toBe('Card moved to considering');
  });
});
