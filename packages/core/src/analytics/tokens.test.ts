import { describe, expect, it } from 'vitest';
import { tokenBreakdown, tokensIn } from './tokens';

// Rules texts as the card data has them.
const TEXTS = {
  'Raise the Alarm': 'Create two 1/1 white Soldier creature tokens.',
  'Lingering Souls':
    'Create two 1/1 white Spirit creature tokens with flying.\nFlashback {1}{B} (You may cast this card from your graveyard for its flashback cost. Then exile it.)',
  'Hangarback Walker':
    'This creature enters with X +1/+1 counters on it.\nWhen this creature dies, create a 1/1 colorless Thopter artifact creature token with flying for each +1/+1 counter on this creature.\n{1}, {T}: Put a +1/+1 counter on this creature.',
  'Dockside Extortionist':
    'When Dockside Extortionist enters the battlefield, create X Treasure tokens, where X is the number of artifacts and enchantments your opponents control. (Treasure tokens are artifacts with "{T}, Sacrifice this artifact: Add one mana of any color.")',
  'Tireless Tracker':
    'Landfall — Whenever a land you control enters, investigate. (Create a Clue token. It\'s an artifact with "{2}, Sacrifice this token: Draw a card.")\nWhenever you sacrifice a Clue, put a +1/+1 counter on this creature.',
  'Wurmcoil Engine':
    'Deathtouch, lifelink\nWhen this creature dies, create a 3/3 colorless Phyrexian Wurm artifact creature token with deathtouch and a 3/3 colorless Phyrexian Wurm artifact creature token with lifelink.',
  'Splinter Twin':
    'Enchant creature\nEnchanted creature has "{T}: Create a token that\'s a copy of this creature, except it has haste. Exile that token at the beginning of the next end step."',
  "Elspeth, Sun's Champion":
    '+1: Create three 1/1 white Soldier creature tokens.\n−3: Destroy all creatures with power 4 or greater.\n−7: You get an emblem with "Creatures you control get +2/+2 and have flying."',
  'Esper Sentinel':
    "Whenever an opponent casts their first noncreature spell each turn, draw a card unless that player pays {X}, where X is this creature's power.",
  'Legion Warboss':
    'Mentor\nAt the beginning of combat on your turn, create a 1/1 red Goblin creature token. That token gains haste until end of turn and attacks this combat if able.',
} as const;

describe('tokens read from rules text', () => {
  it('names each token without its count, with what it has', () => {
    expect(tokensIn(TEXTS['Raise the Alarm'])).toEqual(['1/1 white Soldier creature token']);
    expect(tokensIn(TEXTS['Lingering Souls'])).toEqual(['1/1 white Spirit creature token with flying']);
    expect(tokensIn(TEXTS['Hangarback Walker'])).toEqual([
      '1/1 colorless Thopter artifact creature token with flying',
    ]);
    expect(tokensIn(TEXTS['Dockside Extortionist'])).toEqual(['Treasure token']);
    expect(tokensIn(TEXTS['Tireless Tracker'])).toEqual(['Clue token']);
    expect(tokensIn(TEXTS['Legion Warboss'])).toEqual(['1/1 red Goblin creature token']);
  });

  it('reads two tokens of one sentence, and a copy', () => {
    expect(tokensIn(TEXTS['Wurmcoil Engine'])).toEqual([
      '3/3 colorless Phyrexian Wurm artifact creature token with deathtouch',
      '3/3 colorless Phyrexian Wurm artifact creature token with lifelink',
    ]);
    expect(tokensIn(TEXTS['Splinter Twin'])).toEqual(['Token copy of a permanent']);
  });

  it('finds nothing where nothing is created', () => {
    expect(tokensIn(TEXTS['Esper Sentinel'])).toEqual([]);
    expect(tokensIn('Sacrifice a token: Draw a card.')).toEqual([]);
    expect(
      tokensIn('If you would create one or more tokens, instead create twice that many of those tokens.'),
    ).toEqual([]);
  });

  it('leaves out an ability in quotes that the token has', () => {
    expect(
      tokensIn(
        'When this creature enters, create a 1/1 black and green Pest creature token with "When this creature dies, you gain 1 life."',
      ),
    ).toEqual(['1/1 black and green Pest creature token']);
  });

  it('lists each token once with its makers, emblems named after their planeswalker', () => {
    const rows = tokenBreakdown(
      (['Raise the Alarm', "Elspeth, Sun's Champion", 'Legion Warboss'] as const).map((name) => ({
        name,
        oracleText: TEXTS[name],
      })),
    );
    expect(rows).toEqual([
      {
        token: '1/1 white Soldier creature token',
        kind: 'token',
        makers: ['Raise the Alarm', "Elspeth, Sun's Champion"],
        text: '',
      },
      { token: '1/1 red Goblin creature token', kind: 'token', makers: ['Legion Warboss'], text: '' },
      {
        token: "Elspeth, Sun's Champion emblem",
        kind: 'emblem',
        makers: ["Elspeth, Sun's Champion"],
        text: 'Creatures you control get +2/+2 and have flying.',
      },
    ]);
  });
});
