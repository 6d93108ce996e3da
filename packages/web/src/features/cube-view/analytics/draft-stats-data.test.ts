import { describe, expect, it } from 'vitest';
import { stubCard } from '../list/list-item';
import { cardNamesOf, draftStatsRows, earliestPicks } from './draft-stats-data';

const stat = (cardId: string, avgPick: number) => ({ cardId, picks: 4, avgPick, firstPicks: 1, inDecks: 2 });

describe('draft statistics rows', () => {
  const names = cardNamesOf({
    cards: [
      {
        id: 'e1',
        cardId: 'bolt',
        name: 'Lightning Bolt',
        board: 'main',
        printingId: null,
        finish: 'nonfoil',
        status: 'owned',
        tags: [],
        notes: '',
        colorCategory: null,
        imageUrl: null,
        manaValue: null,
        typeLine: null,
        rarity: null,
        addedAt: '',
      },
    ],
    cardData: { bolt: stubCard('bolt', 'Lightning Bolt'), cut: stubCard('cut', 'Cut Card') },
  });

  it('names cards from the list, the card data, or the id of a card without data', () => {
    const rows = draftStatsRows([stat('bolt', 1.25), stat('cut', 2), stat('name:homebrew', 3)], names);
    expect(rows.map((r) => r.name)).toEqual(['Lightning Bolt', 'Cut Card', 'homebrew']);
    expect(rows[0]).toMatchObject({ picks: 4, firstPicks: 1, inDecks: 2 });
  });

  it('charts the earliest picks with one decimal, keeping the order', () => {
    const rows = draftStatsRows([stat('bolt', 1.25), stat('cut', 2.66)], names);
    expect(earliestPicks(rows, 1)).toEqual([{ name: 'Lightning Bolt', avgPick: 1.3 }]);
    expect(earliestPicks(rows).map((r) => r.avgPick)).toEqual([1.3, 2.7]);
  });
});
