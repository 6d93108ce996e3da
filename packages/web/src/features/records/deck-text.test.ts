import type { CardSummary, DeckCard } from '@cubewright/core/protocol';
import { describe, expect, it } from 'vitest';
import { addMainCard, cubeSuggestions, deckText } from './deck-text';

const card = (name: string, board: DeckCard['board'] = 'main'): DeckCard => ({
  name,
  cardId: name,
  board,
  outsideCube: false,
});
const summary = (name: string): CardSummary => ({
  id: name,
  name,
  manaCost: '',
  typeLine: '',
  imageUri: null,
});

describe('deck text', () => {
  it('writes a saved deck as lines the paste box reads back', () => {
    expect(deckText([card('Opt'), card('Opt'), card('Island'), card('Negate', 'side')])).toBe(
      '2 Opt\n1 Island\n\nSideboard\n1 Negate',
    );
    expect(deckText([])).toBe('');
  });

  it('adds a picked card to the main deck, counting up a line it already has', () => {
    expect(addMainCard('', 'Opt')).toBe('1 Opt');
    expect(addMainCard('1 Opt', 'opt')).toBe('2 Opt');
    expect(addMainCard('2 Opt\n\nSideboard\n1 Negate', 'Negate')).toBe(
      '2 Opt\n1 Negate\n\nSideboard\n1 Negate',
    );
    expect(addMainCard('2x Opt\nSideboard:\n1 Negate', 'Opt')).toBe('3 Opt\nSideboard:\n1 Negate');
  });

  it('suggests cube cards starting with the text first, each name once', () => {
    const cube = ['Lightning Bolt', 'Chain Lightning', 'Lightning Helix', 'Opt', 'Lightning Bolt'].map(
      summary,
    );
    expect(cubeSuggestions(cube, 'light').map((c) => c.name)).toEqual([
      'Lightning Bolt',
      'Lightning Helix',
      'Chain Lightning',
    ]);
    expect(cubeSuggestions(cube, '  ')).toEqual([]);
    expect(cubeSuggestions(cube, 'l', 1)).toHaveLength(1);
  });
});
