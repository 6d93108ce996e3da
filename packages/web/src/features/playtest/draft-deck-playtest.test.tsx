import type { Card } from '@cubewright/core/cards';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DraftDeckPlaytest } from './draft-deck-playtest';

const card = (name: string, typeLine: string) => ({ name, typeLine, manaCost: '{1}' }) as Card;
const CARDS: Record<string, Card> = {
  bolt: card('Lightning Bolt', 'Instant'),
  dryad: card('Dryad Arbor', 'Land Creature — Forest Dryad'),
  valki: card(
    'Valki, God of Lies // Tibalt, Cosmic Impostor',
    'Legendary Creature — God // Legendary Planeswalker — Tibalt',
  ),
};

describe("a draft deck's playtest", () => {
  it('plays the deck as built: its main cards and its basics, lands counted by front face', () => {
    const html = renderToStaticMarkup(
      <DraftDeckPlaytest
        main={[
          { id: 'a', cardId: 'bolt' },
          { id: 'b', cardId: 'dryad' },
          { id: 'c', cardId: 'valki' },
        ]}
        basics={{ R: 4, G: 2 }}
        lookup={(id) => CARDS[id]}
      />,
    );
    expect(html).toContain('9 cards · 7 lands');
    // Seven of nine in the opening hand.
    expect(html.match(/<li/g)?.length).toBe(7);
  });

  it('asks for cards when the deck is empty', () => {
    const html = renderToStaticMarkup(<DraftDeckPlaytest main={[]} basics={{}} lookup={() => undefined} />);
    expect(html).toContain('Put cards in your deck to playtest it.');
  });
});
