import type { Card as CardData } from '@cubewright/core/cards';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DraftCardFace, DraftCardImage } from './draft-card';

const bolt = {
  id: 'name:lightning bolt',
  name: 'Lightning Bolt',
  manaCost: '{R}',
  cmc: 1,
  typeLine: 'Instant',
  oracleText: '',
  colors: ['R'],
  colorIdentity: ['R'],
  faces: [],
  rarity: 'common',
  imageUri: 'https://cards.scryfall.io/normal/front/bolt.jpg',
} as unknown as CardData;

describe('DraftCardFace', () => {
  it("draws the entry's image override in a pack tile, else the card's own image", () => {
    const alter = { id: 'e1', cardId: bolt.id, imageUrl: 'https://example.com/alters/bolt.jpg' };
    expect(renderToStaticMarkup(<DraftCardFace card={alter} data={bolt} />)).toContain(
      'src="https://example.com/alters/bolt.jpg"',
    );
    expect(
      renderToStaticMarkup(<DraftCardFace card={{ id: 'e2', cardId: bolt.id }} data={bolt} />),
    ).toContain('src="https://cards.scryfall.io/normal/front/bolt.jpg"');
  });

  it("draws the override in the deck builder's enlarged card too (the picture both share)", () => {
    const alter = { id: 'e1', cardId: bolt.id, imageUrl: 'https://example.com/alters/bolt.jpg' };
    expect(renderToStaticMarkup(<DraftCardImage card={alter} data={bolt} />)).toContain(
      'src="https://example.com/alters/bolt.jpg"',
    );
  });
});
