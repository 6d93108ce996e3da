import { type Card, legalitiesOf } from '@cubewright/core/cards';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Legalities } from './card-figures';

/** The shown formats and their labels, in order, from the rendered list. */
function labels(card: Pick<Card, 'legalities'>): [string, string][] {
  const html = renderToStaticMarkup(<Legalities card={card as Card} />);
  return [...html.matchAll(/<span class="capitalize[^"]*">(\w+)<\/span><span[^>]*>([^<]+)<\/span>/g)].map(
    (m) => [m[1]!, m[2]!],
  );
}

describe('Legalities', () => {
  it('says Unknown where the loaded card data says nothing, not "Not legal"', () => {
    // The offline card data carries only the Commander flag.
    const card = { legalities: legalitiesOf({ commander_legal: true }) };
    expect(labels(card)).toEqual([
      ['vintage', 'Unknown'],
      ['legacy', 'Unknown'],
      ['modern', 'Unknown'],
      ['pioneer', 'Unknown'],
      ['pauper', 'Unknown'],
      ['commander', 'Legal'],
      ['premodern', 'Unknown'],
    ]);
    expect(labels({ legalities: legalitiesOf({ commander_legal: false }) })).toContainEqual([
      'commander',
      'Not legal or banned',
    ]);
  });

  it("names Scryfall's legalities as they are", () => {
    const card = {
      legalities: legalitiesOf({
        legalities: { vintage: 'restricted', legacy: 'banned', modern: 'not_legal', pauper: 'legal' },
      }),
    };
    expect(labels(card).slice(0, 5)).toEqual([
      ['vintage', 'Restricted'],
      ['legacy', 'Banned'],
      ['modern', 'Not legal'],
      ['pioneer', 'Unknown'],
      ['pauper', 'Legal'],
    ]);
  });
});
