import { describe, expect, it } from 'vitest';
import type { Color } from '../cards';
import { colorCategoryOf } from './color-category';

describe('colorCategoryOf', () => {
  it.each<[Color[], string, string]>([
    [['R'], 'Instant', 'red'],
    [['W', 'U'], 'Creature — Human Wizard', 'multicolor'],
    [[], 'Artifact', 'colorless'],
    [[], 'Artifact Land', 'land'],
    [['G'], 'Land Creature — Forest Dryad', 'land'],
    [['U'], 'Creature — Human Wizard // Creature — Human Insect', 'blue'],
    [[], 'Instant // Land', 'colorless'],
  ])('%o %s -> %s', (colors, typeLine, expected) => {
    expect(colorCategoryOf({ colors, typeLine })).toBe(expected);
  });
  it('lets the entry override win', () => {
    expect(colorCategoryOf({ colors: ['R'], typeLine: 'Instant' }, 'multicolor')).toBe('multicolor');
  });
});
