// The deck suggestion offered to a player after a draft: a 45-card pool becomes 40 cards, the same
// deck a bot builds, and the basics-only suggestion for a deck the player chose.
import { describe, expect, it } from 'vitest';
import type { Color } from '../cards/types';
import type { DraftCard } from '../draft/types';
import { curveSlot } from './curve';
import { planDeck, suggestBasics, suggestDeck } from './deck-suggestion';
import { type BotCard, colorMask } from './traits';

const bots = new Map<string, BotCard>();
let n = 0;
function add(colors: Color[], value: number, cmc: number, extra: Partial<BotCard> = {}): DraftCard {
  const cardId = `s${n++}`;
  const pips: Partial<Record<Color, number>> = {};
  for (const c of colors) pips[c] = cmc >= 3 ? 2 : 1;
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
  return { id: `d-${cardId}`, cardId };
}
const lookup = (id: string) => bots.get(id)!;
const sum = (basics: Record<string, number>) => Object.values(basics).reduce((a, b) => a + b, 0);

/** A drafter's 45 picks: a deep red and a good black, some white and green, a land cycling off-colour. */
function fullPool(): DraftCard[] {
  const cards: DraftCard[] = [];
  for (let i = 0; i < 15; i++) cards.push(add(['R'], 3 + (i % 4) * 0.2, 1 + (i % 5)));
  for (let i = 0; i < 11; i++) cards.push(add(['B'], 2.8 + (i % 3) * 0.2, 1 + (i % 4)));
  for (let i = 0; i < 8; i++) cards.push(add(['W'], 1.8, 2 + (i % 3)));
  for (let i = 0; i < 8; i++) cards.push(add(['G'], 1.6, 3));
  cards.push(add(['W', 'U'], 2.2, 2));
  cards.push(add([], 2, 0, { isLand: true, produces: ['W', 'U'] }));
  cards.push(add([], 1.9, 3));
  return cards;
}

describe('deck suggestion', () => {
  it('turns 45 picks into 23 spells in two colours, 17 basics by pips, and a 22-card sideboard', () => {
    const pool = fullPool();
    const deck = suggestDeck(pool, lookup);
    const spells = deck.main.map((id) => lookup(pool.find((c) => c.id === id)!.cardId));
    expect(deck.main).toHaveLength(23);
    expect(spells.every((b) => !b.isLand && b.colors.every((c) => c === 'R' || c === 'B'))).toBe(true);
    expect(sum(deck.basics)).toBe(17);
    expect(deck.basics.R).toBeGreaterThan(deck.basics.B);
    expect(deck.basics.B).toBeGreaterThan(0);
    expect(deck.basics.W + deck.basics.U + deck.basics.G).toBe(0);
    // Every pick is in exactly one of deck and sideboard.
    expect(deck.side).toHaveLength(22);
    expect(new Set([...deck.main, ...deck.side])).toEqual(new Set(pool.map((c) => c.id)));
  });

  it('plays 16 lands under a low curve and 18 under a high one', () => {
    const low = [
      ...Array.from({ length: 14 }, () => add(['G'], 3, 2)),
      ...Array.from({ length: 12 }, () => add(['U'], 3, 1)),
    ];
    const high = [
      ...Array.from({ length: 14 }, () => add(['G'], 3, 4)),
      ...Array.from({ length: 12 }, () => add(['U'], 3, 5)),
    ];
    expect(sum(suggestDeck(low, lookup).basics)).toBe(16);
    expect(suggestDeck(low, lookup).main).toHaveLength(24);
    expect(sum(suggestDeck(high, lookup).basics)).toBe(18);
  });

  it('fills a thin pair with a splash, not with a 22nd land', () => {
    // 18 white-blue playables: the best black ones come in, with three black sources.
    const pool = [
      ...Array.from({ length: 10 }, () => add(['W'], 3, 2)),
      ...Array.from({ length: 8 }, () => add(['U'], 3, 2)),
      ...Array.from({ length: 5 }, () => add(['B'], 2.8, 2)),
      ...Array.from({ length: 3 }, () => add(['G'], 2.5, 2)),
      ...Array.from({ length: 3 }, () => add(['R'], 2.5, 2)),
    ];
    const plan = planDeck(pool, lookup);
    expect(plan.main).toEqual(['W', 'U']);
    expect(plan.splash).toBe('B');
    expect(plan.spells).toHaveLength(23);
    expect(sum(plan.basics)).toBe(17);
    expect(plan.basics.B).toBeGreaterThanOrEqual(3);
    expect(plan.basics.G + plan.basics.R).toBe(0);
  });

  it('gives a one-card splash three sources, not one basic', () => {
    const pool = [...fullPool(), add(['G'], 4.9, 2)];
    const plan = planDeck(pool, lookup);
    expect(plan.main).toEqual(['B', 'R']);
    expect(plan.splash).toBe('G');
    expect(plan.basics.G).toBe(3);
  });

  it('counts on-colour nonbasic lands among the 17 lands', () => {
    const pool = [...fullPool(), add([], 2.5, 0, { isLand: true, produces: ['R', 'B'] })];
    const deck = suggestDeck(pool, lookup);
    expect(deck.main).toHaveLength(24);
    expect(deck.main).toContain(pool.at(-1)!.id);
    expect(sum(deck.basics)).toBe(16);
  });

  it('suggests basics for the deck the player chose, up to 40 and split by pips', () => {
    const deck = [
      ...Array.from({ length: 14 }, () => add(['G'], 2, 3)),
      ...Array.from({ length: 8 }, () => add(['U'], 2, 1)),
    ];
    const basics = suggestBasics(deck, lookup);
    expect(sum(basics)).toBe(18);
    // Green has 28 pips against blue's 8.
    expect(basics.G).toBe(14);
    expect(basics.U).toBe(4);
    expect(suggestBasics([...deck, ...fullPool()], lookup)).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0 });
  });
});
