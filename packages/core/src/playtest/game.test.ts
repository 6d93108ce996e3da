import { describe, expect, it } from 'vitest';
import { createRng } from '../random/rng';
import { keep, mulligan, nextTurn, OPENING_HAND_SIZE, putOnBottom, startGame } from './game';

const DECK = Array.from({ length: 40 }, (_, i) => `card-${i}`);
const sorted = (xs: readonly string[]) => [...xs].sort();

describe('goldfish game and London mulligan', () => {
  it('draws seven from a shuffled deck, the same for the same seed', () => {
    const g = startGame(DECK, createRng('hand'));
    expect(g.hand).toHaveLength(OPENING_HAND_SIZE);
    expect(g.library).toHaveLength(33);
    expect(sorted([...g.hand, ...g.library])).toEqual(sorted(DECK));
    expect(g.hand).not.toEqual(DECK.slice(0, 7));
    expect(startGame(DECK, createRng('hand')).hand).toEqual(g.hand);
  });

  it('mulligans to a fresh seven and owes one card to the bottom per mulligan', () => {
    const rng = createRng('mull');
    let g = startGame(DECK, rng);
    const first = g.hand;
    g = mulligan(g, rng);
    g = mulligan(g, rng);
    // London: the new hand is seven cards, drawn from the whole deck again.
    expect(g.hand).toHaveLength(7);
    expect(g.hand).not.toEqual(first);
    expect(g.mulligans).toBe(2);
    expect(g.toBottom).toBe(2);
    expect(() => keep(g)).toThrow(/2 more on the bottom/);
    const chosen = [g.hand[3]!, g.hand[0]!];
    g = putOnBottom(g, 3);
    g = putOnBottom(g, 0);
    expect(() => putOnBottom(g, 0)).toThrow(/No card is owed/);
    // Five in hand; the chosen cards are the library's last two, in the order they went down.
    expect(g.hand).toHaveLength(5);
    expect(g.library.slice(-2)).toEqual(chosen);
    expect(g.hand).not.toContain(chosen[0]);
    expect(sorted([...g.hand, ...g.library])).toEqual(sorted(DECK));
    g = keep(g);
    expect(g.turn).toBe(1);
    expect(() => mulligan(g, rng)).toThrow(/kept hand/);
  });

  it('draws the top card each turn from turn 2, and nothing from an empty library', () => {
    const rng = createRng('turns');
    let g = keep(startGame(DECK.slice(0, 9), rng));
    const top = g.library[0];
    g = nextTurn(g);
    expect(g.turn).toBe(2);
    expect(g.draws).toEqual([{ turn: 2, card: top }]);
    expect(g.hand).toHaveLength(8);
    g = nextTurn(nextTurn(g));
    expect(g.hand).toHaveLength(9);
    expect(g.library).toHaveLength(0);
    expect(g.turn).toBe(4);
    expect(g.draws).toHaveLength(2);
  });

  it('refuses a bad bottom index and a turn before keeping', () => {
    const rng = createRng('bad');
    const g = mulligan(startGame(DECK, rng), rng);
    for (const i of [-1, 7, 1.5]) expect(() => putOnBottom(g, i)).toThrow(/No such card/);
    expect(() => nextTurn(g)).toThrow(/Keep a hand first/);
  });

  it('mulligans a short deck without owing more than the hand holds', () => {
    const rng = createRng('short');
    let g = startGame(['a', 'b'], rng);
    for (let i = 0; i < 4; i++) g = mulligan(g, rng);
    expect(g.hand).toHaveLength(2);
    expect(g.toBottom).toBe(2);
  });
});
