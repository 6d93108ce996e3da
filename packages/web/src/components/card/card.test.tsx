import type { Card as CardData } from '@cubewright/core/cards';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

const bolt: CardData = {
  id: 'name:lightning bolt',
  oracleId: null,
  name: 'Lightning Bolt',
  normalizedName: 'lightning bolt',
  layout: 'normal',
  manaCost: '{R}',
  cmc: 1,
  typeLine: 'Instant',
  oracleText: 'Lightning Bolt deals 3 damage to any target.',
  colors: ['R'],
  colorIdentity: ['R'],
  power: null,
  toughness: null,
  loyalty: null,
  defense: null,
  keywords: [],
  faces: [],
  rarity: 'common',
  scryfallId: null,
  set: null,
  collectorNumber: null,
  releasedAt: null,
  imageUri: 'https://cards.scryfall.io/normal/front/bolt.jpg',
  printings: [],
};

describe('Card', () => {
  it('shows the Scryfall image lazily, with the name as alt text', () => {
    const html = renderToStaticMarkup(<Card card={bolt} />);
    expect(html).toContain('src="https://cards.scryfall.io/normal/front/bolt.jpg"');
    expect(html).toContain('alt="Lightning Bolt"');
    expect(html).toContain('loading="lazy"');
  });
  it('prefers a chosen printing image', () => {
    expect(renderToStaticMarkup(<Card card={bolt} imageUri="https://x.test/p.jpg" />)).toContain(
      'src="https://x.test/p.jpg"',
    );
  });
  it('renders a readable text card when there is no image', () => {
    const html = renderToStaticMarkup(<Card card={{ ...bolt, imageUri: null }} />);
    expect(html).not.toContain('<img');
    for (const text of ['Lightning Bolt', 'aria-label="red"', 'Instant', 'deals 3 damage to any target.'])
      expect(html).toContain(text);
  });
  it('shows every face and the P/T or loyalty of a text card', () => {
    const dfc: CardData = {
      ...bolt,
      name: 'Delver of Secrets // Insectile Aberration',
      imageUri: null,
      faces: [
        {
          ...bolt,
          name: 'Delver of Secrets',
          typeLine: 'Creature — Human Wizard',
          power: '1',
          toughness: '1',
          imageUri: null,
        },
        {
          ...bolt,
          name: 'Insectile Aberration',
          manaCost: '',
          typeLine: 'Creature — Human Insect',
          power: '3',
          toughness: '2',
          imageUri: null,
        },
      ],
    };
    const html = renderToStaticMarkup(<Card card={dfc} />);
    expect(html).toContain('Delver of Secrets');
    expect(html).toContain('Insectile Aberration');
    expect(html).toContain('1/1');
    expect(html).toContain('3/2');
  });
});
