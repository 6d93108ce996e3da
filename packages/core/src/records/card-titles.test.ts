import { describe, expect, it } from 'vitest';
import { matchCardTitles, titleEditBudget } from './card-titles';

const CUBE = [
  'Lightning Bolt',
  'Counterspell',
  'Snapcaster Mage',
  'Opt',
  'Fire // Ice',
  'Delver of Secrets // Insectile Aberration',
  'Swords to Plowshares',
  'Brainstorm',
  'Brainstone',
];
const names = (lines: string[], options = {}) =>
  matchCardTitles(lines, CUBE, options).cards.map((c) => c.name);

describe('matchCardTitles', () => {
  it('reads titles with OCR slips, mana cost noise and case, in the order of the lines', () => {
    const lines = [
      'Lightnmg Bolt ®',
      'COUNTERSPELL @@',
      'Snapcaster Mage 1 ©',
      'Creature — Human Wizard',
      'Legendary Enchantment',
      'devotion to white.)',
      '| Jace Beleren',
    ];
    const reading = matchCardTitles(lines, CUBE);
    expect(reading.cards).toEqual([
      { name: 'Lightning Bolt', read: 'Lightnmg Bolt', line: 0, edits: 2 },
      { name: 'Counterspell', read: 'COUNTERSPELL', line: 1, edits: 0 },
      { name: 'Snapcaster Mage', read: 'Snapcaster Mage', line: 2, edits: 0 },
    ]);
    // Left unread for the player to check: a title the cube lacks; not type lines or rules text.
    expect(reading.unread).toEqual(['Jace Beleren']);
  });

  it('reads two titles that share a line, and a title whose words ran together', () => {
    expect(names(['Brainstorm   Swords to Plowshares', 'LightningBolt'])).toEqual([
      'Brainstorm',
      'Swords to Plowshares',
      'Lightning Bolt',
    ]);
  });

  it('takes the closest name when two are near: Brainstone is not Brainstorm', () => {
    expect(names(['Brainstone'])).toEqual(['Brainstone']);
    expect(names(['Brainstorm', 'Brainst0rm'])).toEqual(['Brainstorm']);
  });

  it('reads a name once per copy the cube holds; basic lands as often as they are seen', () => {
    // Rules text naming the card itself does not make a second copy.
    expect(names(['Snapcaster Mage', 'When Snapcaster Mage enters'])).toEqual(['Snapcaster Mage']);
    const forests = ['Forest', 'Forest', 'Forest'];
    expect(names(forests, { unlimited: ['Forest'] })).toEqual(forests);
    expect(
      matchCardTitles(['Bolt Lightning Bolt', 'Lightning Bolt'], [...CUBE, 'Lightning Bolt']).cards,
    ).toHaveLength(2);
  });

  it('reads no card from rules text that names one, or names a basic land', () => {
    const rules = [
      'Destroy target land. Swords to Plowshares deals',
      'When Snapcaster Mage enters, target instant',
      'unless you control a Forest or a Plains.',
      'Plains Swamp Forest',
      'Return it to its owner’s hand.',
    ];
    expect(names(rules, { unlimited: ['Forest', 'Plains', 'Swamp'] })).toEqual([]);
    // A title line keeps its mana cost and a slip of the frame beside the name.
    expect(names(['| Snapcaster Mage 1U', 'Forest ©', 'Forest Forest'], { unlimited: ['Forest'] })).toEqual([
      'Snapcaster Mage',
      'Forest',
      'Forest',
      'Forest',
    ]);
  });

  it('reads the front face of a double-faced card and either half of a split card', () => {
    expect(names(['Delver of Secrets', 'Ice'])).toEqual([
      'Delver of Secrets // Insectile Aberration',
      'Fire // Ice',
    ]);
    expect(names(['Fire', 'Delver of Secrets // Insectile Aberration'])).toEqual([
      'Fire // Ice',
      'Delver of Secrets // Insectile Aberration',
    ]);
  });

  it('needs a short name exactly, and refuses reads too far from any name', () => {
    expect(names(['Opt'])).toEqual(['Opt']);
    expect(names(['0pt', 'Lifting Boat', 'Countermagic'])).toEqual([]);
  });

  it('gives no card for no lines, or for a cube without names', () => {
    expect(matchCardTitles([], CUBE)).toEqual({ cards: [], unread: [] });
    expect(matchCardTitles(['Lightning Bolt'], []).cards).toEqual([]);
  });
});

describe('titleEditBudget', () => {
  it('allows no slip under five letters, then one in five', () => {
    expect([3, 4, 5, 9, 10, 14, 15, 20].map(titleEditBudget)).toEqual([0, 0, 1, 1, 2, 2, 3, 4]);
  });
});
