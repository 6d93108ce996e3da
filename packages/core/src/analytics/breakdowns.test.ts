import { describe, expect, it } from 'vitest';
import { colorDistribution, manaCurve, rarityBreakdown, typeBreakdown } from './breakdowns';
import { type AnalyticsCard, typeBucketOf } from './card-facts';

const cards: AnalyticsCard[] = [
  { cmc: 1, colors: ['R'], typeLine: 'Instant', rarity: 'common' },
  { cmc: 1, colors: ['R'], typeLine: 'Creature — Goblin', rarity: 'common' },
  { cmc: 9, colors: ['R'], typeLine: 'Sorcery', rarity: 'mythic' },
  { cmc: 2, colors: ['W', 'U'], typeLine: 'Creature — Human', rarity: 'uncommon' },
  { cmc: 2, colors: ['W', 'U'], typeLine: 'Instant', rarity: 'uncommon', colorCategory: 'blue' },
  { cmc: 0, colors: [], typeLine: 'Land', rarity: 'rare' },
  { cmc: 0.5, colors: [], typeLine: 'Artifact', rarity: null },
];

describe('manaCurve', () => {
  it('counts non-land cards by colour category and mana value, 7+ grouped', () => {
    const curve = manaCurve(cards);
    expect(curve.rows).toEqual([
      { category: 'blue', counts: [0, 0, 1, 0, 0, 0, 0, 0], total: 1 },
      { category: 'red', counts: [0, 2, 0, 0, 0, 0, 0, 1], total: 3 },
      { category: 'multicolor', counts: [0, 0, 1, 0, 0, 0, 0, 0], total: 1 },
      { category: 'colorless', counts: [1, 0, 0, 0, 0, 0, 0, 0], total: 1 },
    ]);
    expect(curve.totals).toEqual([1, 2, 2, 0, 0, 0, 0, 1]);
    expect(curve.averageCmc).toBe(2.58);
  });
});

describe('breakdowns', () => {
  it('distributes colours per colour and per category', () => {
    const d = colorDistribution(cards);
    expect(d.byColor).toEqual({ W: 2, U: 2, B: 0, R: 3, G: 0 });
    expect(d.byCategory).toMatchObject({ red: 3, blue: 1, multicolor: 1, land: 1, colorless: 1, white: 0 });
  });
  it('counts types in display order', () => {
    expect(typeBreakdown(cards)).toEqual([
      { label: 'Creature', count: 2 },
      { label: 'Instant', count: 2 },
      { label: 'Sorcery', count: 1 },
      { label: 'Artifact', count: 1 },
      { label: 'Land', count: 1 },
    ]);
  });
  it('counts rarities in display order', () => {
    expect(rarityBreakdown(cards).map((r) => `${r.label}:${r.count}`)).toEqual([
      'common:2',
      'uncommon:2',
      'rare:1',
      'mythic:1',
      'unknown:1',
    ]);
  });
  it.each([
    ['Artifact Land', 'Land'],
    ['Legendary Planeswalker — Jace', 'Planeswalker'],
    ['Enchantment Creature — God', 'Creature'],
    ['Kindred Instant — Elf', 'Instant'],
    ['Battle — Siege', 'Battle'],
    ['Conspiracy', 'Other'],
    ['Sorcery // Instant', 'Sorcery'],
  ])('type of %s is %s', (typeLine, bucket) => {
    expect(typeBucketOf(typeLine)).toBe(bucket);
  });
});
