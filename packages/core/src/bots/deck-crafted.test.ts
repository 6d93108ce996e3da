// Deck building on crafted pools (no fixture needed): splash rules, land counts, curve.
import { describe, expect, it } from 'vitest';
import type { Color } from '../cards/types';
import type { DraftCard } from '../draft/types';
import { curveSlot } from './curve';
import { buildDeck } from './deck';
import { type BotCard, colorMask } from './traits';

const bots = new Map<string, BotCard>();
let n = 0;
function add(colors: Color[], value: number, cmc: number, extra: Partial<BotCard> = {}): DraftCard {
  const cardId = `k${n++}`;
  const pips: Partial<Record<Color, number>> = {};
  for (const c of colors) pips[c] = 1;
  bots.set(cardId, {
    cardId,
    value,
    colors,
    mask: colorMask(colors),
    pips,
    isLand: false,
    isBasic: false,
    produces: [],
    cmc,
    slot: curveSlot(cmc),
    subtypes: [],
    ...extra,
  });
  return { id: `d${cardId}`, cardId };
}
const land = (produces: Color[]) => add([], 2, 0, { isLand: true, produces });
const lookup = (id: string) => bots.get(id)!;

function pool(fixing: number): DraftCard[] {
  const cards: DraftCard[] = [];
  for (let i = 0; i < 13; i++) cards.push(add(['W'], 2 + (i % 3) * 0.2, 1 + (i % 5)));
  for (let i = 0; i < 10; i++) cards.push(add(['U'], 2 + (i % 2) * 0.3, 2 + (i % 4)));
  cards.push(add(['B'], 4.5, 3)); // the bomb worth splashing
  for (let i = 0; i < 6; i++) cards.push(add(['R'], 1.5, 2));
  for (let i = 0; i < fixing; i++) cards.push(land(['U', 'B']));
  return cards;
}

describe('deck building on crafted pools', () => {
  it('splashes a bomb when two lands fix for it', () => {
    const deck = buildDeck(pool(2), lookup);
    expect(deck.colors).toEqual(['W', 'U', 'B']);
    expect(deck.splash).toBe('B');
    expect(deck.size).toBe(40);
    expect(deck.main.filter((c) => lookup(c.cardId).isLand)).toHaveLength(2);
    expect(Object.values(deck.basics).reduce((s, x) => s + x, 0)).toBe(15);
    expect(deck.basics.R).toBe(0);
  });

  it('stays in two colours without fixing', () => {
    const deck = buildDeck(pool(0), lookup);
    expect(deck.colors).toEqual(['W', 'U']);
    expect(deck.splash).toBeNull();
    expect(deck.basics.W).toBeGreaterThan(deck.basics.U);
    expect(deck.basics.W + deck.basics.U).toBe(17);
  });

  it('fills a short pool with basics up to the deck size', () => {
    const small = [add(['G'], 3, 2), add(['G'], 3, 3), add(['G'], 2, 4)];
    const deck = buildDeck(small, lookup);
    expect(deck.main).toHaveLength(3);
    expect(deck.basics.G).toBe(37);
    expect(deck.size).toBe(40);
  });
});
