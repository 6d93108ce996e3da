import type { Card, CardFace } from '@cubewright/core/cards';
import { describe, expect, it } from 'vitest';
import { cardImage, textFaces } from './card-text';

const base: Card = {
  id: 'name:bear',
  oracleId: null,
  name: 'Grizzly Bears',
  normalizedName: 'grizzly bears',
  layout: 'normal',
  manaCost: '{1}{G}',
  cmc: 2,
  typeLine: 'Creature — Bear',
  oracleText: '',
  colors: ['G'],
  colorIdentity: ['G'],
  power: '2',
  toughness: '2',
  loyalty: null,
  defense: null,
  keywords: [],
  faces: [],
  rarity: 'common',
  scryfallId: null,
  set: null,
  collectorNumber: null,
  releasedAt: null,
  imageUri: null,
  printings: [],
};
const face = (over: Partial<CardFace>): CardFace => ({
  name: 'x',
  manaCost: '',
  typeLine: '',
  oracleText: '',
  colors: [],
  power: null,
  toughness: null,
  loyalty: null,
  defense: null,
  imageUri: null,
  ...over,
});

describe('textFaces', () => {
  it('shows a single-faced creature with P/T', () => {
    expect(textFaces(base)).toEqual([
      {
        name: 'Grizzly Bears',
        manaCost: '{1}{G}',
        typeLine: 'Creature — Bear',
        paragraphs: [],
        stats: '2/2',
      },
    ]);
  });
  it('shows loyalty for planeswalkers and splits rules text into paragraphs', () => {
    const jace = { ...base, power: null, toughness: null, loyalty: '3', oracleText: '+2: Look.\n\n0: Draw.' };
    expect(textFaces(jace)[0]).toMatchObject({ stats: 'Loyalty 3', paragraphs: ['+2: Look.', '0: Draw.'] });
  });
  it('shows every face of a multi-face card', () => {
    const split = {
      ...base,
      name: 'Fire // Ice',
      faces: [
        face({ name: 'Fire', manaCost: '{1}{R}' }),
        face({ name: 'Ice', manaCost: '{1}{U}', oracleText: 'Tap.' }),
      ],
    };
    expect(textFaces(split).map((f) => [f.name, f.manaCost, f.stats])).toEqual([
      ['Fire', '{1}{R}', null],
      ['Ice', '{1}{U}', null],
    ]);
  });
});

describe('cardImage', () => {
  it('prefers the printing, then the card, then the front face', () => {
    expect(cardImage({ ...base, imageUri: 'c' }, 'p')).toBe('p');
    expect(cardImage({ ...base, imageUri: 'c' })).toBe('c');
    expect(cardImage({ ...base, faces: [face({ imageUri: 'f' })] })).toBe('f');
    expect(cardImage(base)).toBeNull();
  });
});
