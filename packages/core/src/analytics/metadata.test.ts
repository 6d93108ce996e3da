import { describe, expect, it } from 'vitest';
import type { AnalyticsCard } from './card-facts';
import { computeCubeMetadata } from './metadata';

const card = (cmc: number, colors: AnalyticsCard['colors'], typeLine: string, rarity: string | null) => ({
  cmc,
  colors,
  typeLine,
  rarity,
});

describe('computeCubeMetadata', () => {
  it('summarises colours, curve, rarities and types', () => {
    const meta = computeCubeMetadata([
      card(1, ['R'], 'Instant', 'common'),
      card(3, ['U', 'G'], 'Creature — Frog', 'rare'),
      card(4, [], 'Artifact Creature — Golem', 'uncommon'),
      card(0, [], 'Land', 'rare'),
      null,
    ]);
    expect(meta).toEqual({
      colors: ['U', 'R', 'G'],
      averageCmc: 2.67,
      totalCards: 5,
      cardsByRarity: { common: 1, rare: 2, uncommon: 1, unknown: 1 },
      cardsByType: { Instant: 1, Creature: 2, Land: 1, Unknown: 1 },
    });
  });

  it('is all zero for an empty cube', () => {
    expect(computeCubeMetadata([])).toEqual({
      colors: [],
      averageCmc: 0,
      totalCards: 0,
      cardsByRarity: {},
      cardsByType: {},
    });
  });
});
