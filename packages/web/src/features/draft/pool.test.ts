import type { Card } from '@cubewright/core/cards';
import { writeDeck } from '@cubewright/core/formats';
import { describe, expect, it } from 'vitest';
import { exportDeckOf } from './deck-file';
import { colorCounts, curve, deckSize, groupPool, sortPool, typeSections } from './pool';

const card = (id: string, name: string, cmc: number, colors: string[], typeLine = 'Creature') =>
  ({ id, name, cmc, colors, typeLine }) as unknown as Card;
const cards = new Map<string, Card>([
  ['bolt', card('bolt', 'Lightning Bolt', 1, ['R'], 'Instant')],
  ['wrath', card('wrath', 'Wrath of God', 4, ['W'], 'Sorcery')],
  ['hinder', card('hinder', 'Counterspell', 2, ['U'], 'Instant')],
  ['charm', card('charm', 'Boros Charm', 2, ['R', 'W'], 'Instant')],
  ['fields', card('fields', 'Sacred Foundry', 0, [], 'Land — Mountain Plains')],
  ['goblin', card('goblin', 'Goblin Guide', 1, ['R'])],
]);
const lookup = (id: string) => cards.get(id);
const dc = (cardId: string, n = 0) => ({ id: `${cardId}-${n}`, cardId });

describe('draft pool helpers', () => {
  it('sorts by colour group, then mana value, then name; unknown cards as colourless', () => {
    const pool = ['fields', 'charm', 'bolt', 'mystery', 'wrath', 'goblin', 'hinder'].map((c) => dc(c));
    expect(sortPool(pool, lookup).map((c) => c.cardId)).toEqual([
      'wrath',
      'hinder',
      'goblin',
      'bolt',
      'charm',
      'mystery',
      'fields',
    ]);
    expect(groupPool(pool, lookup).map((g) => [g.name, g.cards.length])).toEqual([
      ['White', 1],
      ['Blue', 1],
      ['Red', 2],
      ['Multicolour', 1],
      ['Colourless', 1],
      ['Lands', 1],
    ]);
  });

  it('counts the curve without lands and colours per colour', () => {
    const main = ['bolt', 'goblin', 'charm', 'wrath', 'fields'].map((c) => dc(c));
    expect(curve(main, lookup)).toEqual([0, 2, 1, 0, 1, 0, 0, 0]);
    expect(colorCounts(main, lookup)).toEqual({ W: 2, U: 0, B: 0, R: 3, G: 0 });
  });

  it('counts basics in the deck size, and exports plain text', () => {
    const main = [dc('bolt', 1), dc('bolt', 2), dc('wrath'), dc('charm')];
    expect(deckSize(main, { W: 16, R: 20 })).toBe(40);
    expect(writeDeck('txt', exportDeckOf('', main, [dc('hinder')], { W: 1, R: 2 }, lookup))).toBe(
      '1 Wrath of God\n2 Lightning Bolt\n1 Boros Charm\n1 Plains\n2 Mountain\n\nSideboard\n1 Counterspell\n',
    );
  });

  it('sections a deck by type, creatures first, each by mana value; unknown cards under Other', () => {
    const deck = ['fields', 'charm', 'goblin', 'wrath', 'mystery', 'bolt'].map((c) => dc(c));
    expect(typeSections(deck, lookup).map((s) => [s.name, s.cards.map((c) => c.cardId)])).toEqual([
      ['Creatures', ['goblin']],
      ['Instants and sorceries', ['bolt', 'charm', 'wrath']],
      ['Lands', ['fields']],
      ['Other', ['mystery']],
    ]);
  });

  it('hands the export writers the deck with printings where known and basics in the main deck', () => {
    const deck = exportDeckOf('Night', [dc('bolt'), dc('goblin')], [dc('hinder')], { R: 2 }, lookup, {
      'bolt-0': { set: 'm11', collectorNumber: '149' },
    });
    expect(deck).toEqual({
      name: 'Night',
      main: [
        { name: 'Goblin Guide' },
        { name: 'Lightning Bolt', set: 'm11', collectorNumber: '149' },
        { name: 'Mountain' },
        { name: 'Mountain' },
      ],
      side: [{ name: 'Counterspell' }],
    });
  });
});
