import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { byId, cardsArb, entry } from './cube-entries.test-support';
import { diffCards, diffStates } from './diff';
import {
  applyCardDiff,
  applyDiff,
  DiffMismatchError,
  diffCounts,
  invertDiff,
  isEmptyDiff,
  summarizeDiff,
} from './diff-apply';

describe('diffCards properties', () => {
  it('applying diff(a, b) to a gives b', () => {
    fc.assert(
      fc.property(cardsArb, cardsArb, (a, b) => {
        expect(byId(applyCardDiff(a, diffCards(a, b)))).toEqual(byId(b));
      }),
    );
  });

  it('the inverse undoes a diff', () => {
    fc.assert(
      fc.property(cardsArb, cardsArb, (a, b) => {
        const d = diffCards(a, b);
        expect(byId(applyCardDiff(applyCardDiff(a, d), invertDiff(d)))).toEqual(byId(a));
        expect(invertDiff(invertDiff(d))).toEqual(d);
      }),
    );
  });

  it('is empty exactly when the lists hold the same entries', () => {
    fc.assert(
      fc.property(cardsArb, (a) => {
        expect(isEmptyDiff(diffCards(a, [...a].reverse()))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(cardsArb, cardsArb, (a, b) => {
        const same = JSON.stringify(byId(a)) === JSON.stringify(byId(b));
        expect(isEmptyDiff(diffCards(a, b))).toBe(same);
      }),
    );
  });

  it('composes: a -> b -> c equals a -> c', () => {
    fc.assert(
      fc.property(cardsArb, cardsArb, cardsArb, (a, b, c) => {
        const viaB = applyCardDiff(applyCardDiff(a, diffCards(a, b)), diffCards(b, c));
        expect(byId(viaB)).toEqual(byId(c));
      }),
    );
  });
});

describe('diffCards', () => {
  const bolt = entry('1', 'Lightning Bolt');
  const opt = entry('2', 'Opt');

  it('reports added, removed and only the changed fields', () => {
    const after = [
      { ...bolt, board: 'maybe' as const, printingId: 'm11' },
      entry('3', 'Brainstorm'),
      entry('4', 'Brainstorm'),
    ];
    const d = diffCards([bolt, opt], after);
    expect(d.added.map((c) => c.id)).toEqual(['3', '4']);
    expect(d.removed.map((c) => c.name)).toEqual(['Opt']);
    expect(d.changed).toEqual([
      {
        id: '1',
        cardId: bolt.cardId,
        name: 'Lightning Bolt',
        before: { printingId: null, board: 'main' },
        after: { printingId: 'm11', board: 'maybe' },
      },
    ]);
    expect(diffCounts(d)).toEqual({
      added: 2,
      removed: 1,
      printings: 1,
      moved: 1,
      edited: 0,
      whitepaper: false,
    });
  });

  it('compares tags by value', () => {
    const tagged = { ...bolt, tags: ['burn'] };
    expect(isEmptyDiff(diffCards([tagged], [{ ...tagged, tags: ['burn'] }]))).toBe(true);
    expect(diffCards([tagged], [{ ...tagged, tags: ['burn', 'removal'] }]).changed).toHaveLength(1);
  });

  it('refuses to apply a diff to a list it does not fit', () => {
    const d = diffCards([bolt], []);
    expect(() => applyCardDiff([], d)).toThrow(DiffMismatchError);
    expect(() => applyCardDiff([bolt], invertDiff(d))).toThrow(DiffMismatchError);
  });
});

describe('diffStates', () => {
  it('carries the white paper and inverts it', () => {
    const a = { cards: [entry('1')], whitepaper: 'old' };
    const b = { cards: [entry('1')], whitepaper: 'new' };
    const d = diffStates(a, b);
    expect(d.whitepaper).toEqual({ before: 'old', after: 'new' });
    expect(applyDiff(a, d).whitepaper).toBe('new');
    expect(applyDiff(b, invertDiff(d)).whitepaper).toBe('old');
    expect(diffStates(a, a).whitepaper).toBeUndefined();
  });
});

describe('summarizeDiff', () => {
  const cards = Array.from({ length: 20 }, (_, i) => entry(String(i)));
  it.each([
    ['adds and removes', cards.slice(0, 10), cards.slice(8, 20), '+10 -8'],
    ['nothing', cards, cards, 'No changes'],
    ['only removals', cards.slice(0, 3), [], '+0 -3'],
    [
      'moves, printings and edits',
      cards.slice(0, 3),
      [
        { ...cards[0]!, board: 'maybe' as const },
        { ...cards[1]!, printingId: 'x' },
        { ...cards[2]!, notes: 'hi', printingId: 'y' },
      ],
      '1 moved, 2 printings swapped, 1 edited',
    ],
  ])('%s', (_label, before, after, expected) => {
    expect(summarizeDiff(diffCards(before, after))).toBe(expected);
  });
  it('mentions the white paper', () => {
    expect(summarizeDiff(diffStates({ cards: [], whitepaper: '' }, { cards: [], whitepaper: '# Hi' }))).toBe(
      'white paper edited',
    );
  });
});
