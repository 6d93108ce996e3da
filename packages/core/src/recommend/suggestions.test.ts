import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CubeCorpus } from './corpus';
import { addReason, cutReason } from './reasons';
import { cubeSimilarity } from './similarity';
import { NEIGHBOURS, suggestForCube } from './suggestions';

const cube = (id: string, cards: string) => ({ id, cards: cards.split(' ') });
const filler = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(' ');

describe('cube similarity', () => {
  it('is the cosine of the card sets: a cube inside one twice its size scores 0.707, not 0.5', () => {
    expect(cubeSimilarity(new Set(['a', 'b']), new Set(['a', 'b', 'c', 'd']))).toBeCloseTo(Math.SQRT1_2, 10);
    expect(cubeSimilarity(new Set(['a', 'b']), new Set(['a', 'b']))).toBe(1);
    expect(cubeSimilarity(new Set(['a']), new Set(['b']))).toBe(0);
    expect(cubeSimilarity(new Set(), new Set(['b']))).toBe(0);
  });

  it('finds the same neighbours through the index as by comparing every pair', () => {
    const cardSet = fc.uniqueArray(fc.constantFrom(...'abcdefghijklmnop'), { minLength: 1, maxLength: 10 });
    fc.assert(
      fc.property(fc.array(cardSet, { minLength: 1, maxLength: 30 }), cardSet, (lists, mine) => {
        const corpus = new CubeCorpus(
          lists.map((cards, i) => ({ id: `c${String(i).padStart(2, '0')}`, cards })),
        );
        const own = new Set(mine);
        const expected = lists
          .map((cards, i) => ({
            id: `c${String(i).padStart(2, '0')}`,
            similarity: cubeSimilarity(own, new Set(cards)),
          }))
          .filter((c) => c.similarity >= 0.2)
          .sort((a, b) => b.similarity - a.similarity || (a.id < b.id ? -1 : 1))
          .slice(0, 5);
        const found = corpus.mostSimilar(own, 5, 0.2).map(({ id, similarity }) => ({ id, similarity }));
        expect(found.map((c) => c.id)).toEqual(expected.map((c) => c.id));
        for (const [i, c] of found.entries())
          expect(c.similarity).toBeCloseTo(expected[i]?.similarity ?? -1, 12);
      }),
    );
  });
});

describe('suggestions for a cube', () => {
  const corpus = new CubeCorpus([
    cube('mine', 'a b c d e x'),
    cube('c1', 'a b c d e f'), // 5 shared: 0.833
    cube('c2', 'a b c d f g'), // 4 shared: 0.667
    cube('c3', 'a b c f g h i j'), // 3 of 8: 0.433
    cube('c4', 'p q r s'), // nothing shared
    cube('c5', `a ${filler(19, 'z')}`), // 1 of 20: 0.091, under the threshold
  ]);
  const result = suggestForCube(corpus, 'mine', 'a b c d e x'.split(' '));

  it('takes the similar cubes best first, leaving out itself and cubes sharing only a staple', () => {
    expect(result.similarCubes.map((c) => [c.id, c.shared])).toEqual([
      ['c1', 5],
      ['c2', 4],
      ['c3', 3],
    ]);
  });

  it('adds what most similar cubes hold and this one lacks, with the share in words', () => {
    expect(result.adds.map((a) => [a.cardId, a.count, a.reason])).toEqual([
      ['f', 3, 'in all of the 3 cubes most like yours'],
      ['g', 2, 'in 67% of the 3 cubes most like yours'],
      ['h', 1, 'in 33% of the 3 cubes most like yours'],
      ['i', 1, 'in 33% of the 3 cubes most like yours'],
      ['j', 1, 'in 33% of the 3 cubes most like yours'],
    ]);
  });

  it('cuts what this cube holds and similar cubes rarely do', () => {
    expect(result.cuts.map((c) => [c.cardId, c.count, c.reason])).toEqual([
      ['x', 0, 'in none of the 3 cubes most like yours'],
    ]);
  });

  it('says so when few similar cubes were found, and suggests nothing from none', () => {
    expect(result.note).toBe(
      'Only 3 public cubes resemble yours, so these suggestions rest on little evidence.',
    );
    const alone = suggestForCube(corpus, 'new', ['unheard-of']);
    expect(alone).toMatchObject({ similarCubes: [], adds: [], cuts: [] });
    expect(alone.note).toMatch(/No public cube shares enough cards/);
  });

  it('takes shares over the 40 most similar cubes when there are more', () => {
    const base = filler(30, 'k');
    const many = new CubeCorpus(
      Array.from({ length: 60 }, (_, i) =>
        cube(`s${String(i).padStart(2, '0')}`, `${base} ${i < 25 ? 'hit' : `own${i}`}`),
      ),
    );
    const r = suggestForCube(many, 'mine', base.split(' '));
    expect(r.similarCubes).toHaveLength(NEIGHBOURS);
    expect(r.note).toBeNull();
    expect(r.adds[0]).toMatchObject({
      cardId: 'hit',
      count: 25,
      reason: 'in 63% of the 40 cubes most like yours',
    });
  });

  it('words reasons for one neighbour and for rare cards', () => {
    expect(addReason(1, 1)).toBe('in the cube most like yours');
    expect(cutReason(0, 1)).toBe('not in the cube most like yours');
    expect(cutReason(2, 40)).toBe('in only 2 of the 40 cubes most like yours (5%)');
  });
});
