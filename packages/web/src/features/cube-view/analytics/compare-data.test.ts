import { compareCubes } from '@cubewright/core/analytics';
import { type CubeCard, DEFAULT_CARD_FIELDS } from '@cubewright/core/cube';
import { describe, expect, it } from 'vitest';
import { stubCard } from '../list/list-item';
import { compareEntriesOf } from './compare-data';

const entry = (id: string, cardId: string, name: string, fields: Partial<CubeCard> = {}): CubeCard => ({
  ...DEFAULT_CARD_FIELDS,
  id,
  cardId,
  name,
  addedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const bolt = { ...stubCard('bolt', 'Lightning Bolt'), cmc: 1, colors: ['R' as const], typeLine: 'Instant' };
const cube = {
  cards: [
    entry('e1', 'bolt', 'Lightning Bolt', { printingId: 'p1', colorCategory: 'multicolor' }),
    entry('e2', 'bolt', 'Lightning Bolt'),
    entry('e3', 'name:mystery', 'Mystery Card'),
    entry('e4', 'bolt', 'Lightning Bolt', { board: 'maybe' }),
  ],
  cardData: { bolt: { ...bolt, rarity: 'common' as const } },
  printings: {
    p1: {
      id: 'p1',
      cardId: 'bolt',
      name: 'Lightning Bolt',
      set: 'm10',
      setName: 'Magic 2010',
      collectorNumber: '146',
      rarity: 'rare' as const,
      releasedAt: null,
      imageUri: null,
    },
  },
};

describe('compareEntriesOf', () => {
  it('takes the main board only, with the printing’s rarity and the entry’s colour override', () => {
    const entries = compareEntriesOf(cube);
    expect(entries).toEqual([
      {
        name: 'Lightning Bolt',
        facts: { cmc: 1, colors: ['R'], typeLine: 'Instant', rarity: 'rare', colorCategory: 'multicolor' },
      },
      {
        name: 'Lightning Bolt',
        facts: { cmc: 1, colors: ['R'], typeLine: 'Instant', rarity: 'common', colorCategory: null },
      },
      { name: 'Mystery Card', facts: null },
    ]);
  });

  it('keeps unknown cards in the name comparison but out of the breakdowns', () => {
    const c = compareCubes(compareEntriesOf(cube), []);
    expect(c.onlyA.map((n) => [n.name, n.a])).toEqual([
      ['Lightning Bolt', 2],
      ['Mystery Card', 1],
    ]);
    expect(c.types).toEqual([{ label: 'Instant', a: 2, b: 0 }]);
  });
});
