import type { Card } from '@cubewright/core/cards';
import { describe, expect, it } from 'vitest';
import { columnsOf, deckCounts } from './deck-columns';

const card = (id: string, cmc: number, colors: string[], typeLine: string) =>
  ({ id, name: id, cmc, colors, typeLine, manaCost: '' }) as unknown as Card;
const cards = new Map<string, Card>(
  [
    card('Bolt', 1, ['R'], 'Instant'),
    card('Guide', 1, ['R'], 'Creature — Goblin'),
    card('Swords', 1, ['W'], 'Instant'),
    card('Charm', 2, ['R', 'W'], 'Instant'),
    card('Titan', 6, ['R'], 'Creature — Giant'),
    card('Emrakul', 15, [], 'Legendary Creature — Eldrazi'),
    card('Ornithopter', 0, [], 'Artifact Creature — Thopter'),
    card('Foundry', 0, [], 'Land — Mountain Plains'),
    card('Valakut Awakening', 3, ['R'], 'Instant // Land'),
  ].map((c) => [c.id, c]),
);
const lookup = (id: string) => cards.get(id);
const pool = [...cards.keys(), 'unknown'].map((cardId, i) => ({ id: `p${i}`, cardId }));
const shape = (mode: 'cmc' | 'color') =>
  columnsOf(pool, lookup, mode).map((c) => [c.title, c.cards.map((x) => x.cardId)]);

describe('deck builder columns', () => {
  it('by mana value: 0 to 6, then 7+, lands apart; colour then name inside a column', () => {
    expect(shape('cmc')).toEqual([
      ['0', ['Ornithopter', 'unknown']],
      ['1', ['Swords', 'Bolt', 'Guide']],
      ['2', ['Charm']],
      ['3', ['Valakut Awakening']],
      ['6', ['Titan']],
      ['7+', ['Emrakul']],
      ['Lands', ['Foundry']],
    ]);
    expect(columnsOf(pool, lookup, 'cmc').at(-2)!.label).toBe('Mana value 7 or more');
  });

  it('by colour: white to green, multicolour, colourless, lands; mana value then name inside', () => {
    expect(shape('color')).toEqual([
      ['White', ['Swords']],
      ['Red', ['Bolt', 'Guide', 'Valakut Awakening', 'Titan']],
      ['Multicolour', ['Charm']],
      ['Colourless', ['Ornithopter', 'Emrakul', 'unknown']],
      ['Lands', ['Foundry']],
    ]);
  });

  it('counts creatures, other spells and lands with the basics', () => {
    expect(deckCounts(pool, { W: 3, R: 5 }, lookup)).toEqual({ creatures: 4, spells: 5, lands: 9 });
  });
});
