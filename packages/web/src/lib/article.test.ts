import { describe, expect, it } from 'vitest';
import { withArticle } from './article';

describe('withArticle', () => {
  it('says "an" before a vowel sound and "a" before a consonant sound', () => {
    expect(withArticle('Island')).toBe('an Island');
    expect(withArticle('Plains')).toBe('a Plains');
    expect(withArticle('Swamp')).toBe('a Swamp');
    expect(withArticle('Mountain')).toBe('a Mountain');
    expect(withArticle('Forest')).toBe('a Forest');
    expect(withArticle('Elvish Mystic')).toBe('an Elvish Mystic');
    expect(withArticle('Ulamog, the Ceaseless Hunger')).toBe('an Ulamog, the Ceaseless Hunger');
    expect(withArticle('Urza, Lord High Artificer')).toBe('an Urza, Lord High Artificer');
    expect(withArticle('Ophidian')).toBe('an Ophidian');
  });

  it('reads the exceptions by sound: unicorns, ones, hours and letters', () => {
    expect(withArticle('Unicorn')).toBe('a Unicorn');
    expect(withArticle('Useful Relic')).toBe('a Useful Relic');
    expect(withArticle('One with Nothing')).toBe('a One with Nothing');
    expect(withArticle('Eutropia the Twice-Favored')).toBe('a Eutropia the Twice-Favored');
    expect(withArticle('Hour of Revelation')).toBe('an Hour of Revelation');
    expect(withArticle('Honor of the Pure')).toBe('an Honor of the Pure');
    expect(withArticle('Hero of Bladehold')).toBe('a Hero of Bladehold');
    expect(withArticle('X-ray')).toBe('an X-ray');
  });
});
