import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnalyticsCard } from './card-facts';
import { addToTotals, computeCubeMetadata, metadataOf, metadataTotals } from './metadata';

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

describe('metadata totals', () => {
  const anyCard = fc.option(
    fc.record({
      cmc: fc.constantFrom(0, 0.5, 1, 2, 3, 7),
      colors: fc.subarray(['W', 'U', 'B', 'R', 'G'] as const),
      typeLine: fc.constantFrom('Instant', 'Land', 'Creature — Elf', 'Artifact Land', 'Sorcery'),
      rarity: fc.constantFrom('common', 'rare', null),
    }),
  );

  it('taken in and out one card at a time, give the metadata of the cards that stay', () => {
    fc.assert(
      fc.property(
        fc.array(anyCard, { maxLength: 30 }),
        fc.array(fc.nat(), { maxLength: 30 }),
        (cards, outs) => {
          const kept = [...cards];
          const totals = metadataTotals(cards);
          for (const i of outs) {
            if (kept.length === 0) break;
            const [gone] = kept.splice(i % kept.length, 1);
            addToTotals(totals, gone!, -1);
          }
          expect(metadataOf(totals)).toEqual(computeCubeMetadata(kept));
        },
      ),
      { seed: 29 },
    );
  });
});
