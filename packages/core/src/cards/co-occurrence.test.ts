import { describe, expect, it } from 'vitest';
import { companionsByLift, minimumSupport, type PairCount } from './co-occurrence';

// Eight hand-made cubes. A is the card whose companions we want; "island" is in every cube (a basic),
// "bolt" in most, "storm" only beside A, "elf" in half of the cubes at random to A.
const CUBES: string[][] = [
  ['A', 'island', 'bolt', 'storm'],
  ['A', 'island', 'bolt', 'storm', 'elf'],
  ['A', 'island', 'storm'],
  ['A', 'island', 'bolt', 'elf'],
  ['island', 'bolt', 'elf'],
  ['island', 'bolt'],
  ['island', 'bolt', 'elf'],
  ['island'],
];

function pairsOf(card: string): { pairs: PairCount[]; withCard: number } {
  const holding = CUBES.filter((c) => c.includes(card));
  const others = new Set(holding.flat().filter((c) => c !== card));
  const pairs = [...others].map((other) => ({
    cardId: other,
    both: holding.filter((c) => c.includes(other)).length,
    withOther: CUBES.filter((c) => c.includes(other)).length,
  }));
  return { pairs, withCard: holding.length };
}

describe('companions by lift', () => {
  it('ranks the card only found beside A first and the basic in every cube at lift 1', () => {
    const { pairs, withCard } = pairsOf('A');
    const ranked = companionsByLift(pairs, { total: CUBES.length, withCard, minBoth: 1 });
    // storm: 3 of A's 4 cubes, 3 cubes in all: (3 * 8) / (4 * 3) = 2.
    // elf: 2 of 4, 4 in all: (2 * 8) / (4 * 4) = 1. island: 4 of 4, 8 in all: 1. bolt: 3 of 4, 6 in all: 1.
    expect(ranked.map((c) => [c.cardId, c.lift])).toEqual([
      ['storm', 2],
      ['island', 1],
      ['bolt', 1],
      ['elf', 1],
    ]);
    expect(ranked[0]).toMatchObject({ both: 3, share: 0.75 });
  });

  it('leaves out companions shared by fewer cubes than the minimum support', () => {
    const { pairs, withCard } = pairsOf('A');
    const ranked = companionsByLift(pairs, { total: CUBES.length, withCard, minBoth: 3 });
    expect(ranked.map((c) => c.cardId)).toEqual(['storm', 'island', 'bolt']);
  });

  it('needs more shared cubes as a card is in more cubes, between 1 and 5', () => {
    expect([1, 3, 4, 5, 12, 20, 400].map(minimumSupport)).toEqual([1, 1, 1, 2, 3, 5, 5]);
  });

  it('answers nothing without cubes, and caps the list', () => {
    expect(companionsByLift([{ cardId: 'x', both: 1, withOther: 1 }], { total: 0, withCard: 0 })).toEqual([]);
    const many = Array.from({ length: 30 }, (_, i) => ({ cardId: `c${i}`, both: 2, withOther: 2 + i }));
    expect(companionsByLift(many, { total: 40, withCard: 2, max: 5 }).map((c) => c.cardId)).toEqual([
      'c0',
      'c1',
      'c2',
      'c3',
      'c4',
    ]);
  });
});
