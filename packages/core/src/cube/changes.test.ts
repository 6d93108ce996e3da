import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_FIELD_NAMES } from './card-schemas';
import { applyCardOps, type CardOp, CubeChangeError, cardOpsSchema, rebaseOps } from './changes';
import { byId, cardsArb, entry } from './cube-entries.test-support';
import { diffCards } from './diff';
import type { CubeCard } from './types';

const opts = () => {
  let n = 0;
  return { newId: () => `new${++n}`, now: '2026-02-02T00:00:00.000Z' };
};

describe('applyCardOps', () => {
  const bolt = entry('1', 'Lightning Bolt');
  const opt = entry('2', 'Opt');

  it('adds, removes, moves, swaps printings and updates in order', () => {
    const ops: CardOp[] = [
      {
        type: 'add',
        card: { name: 'Brainstorm', cardId: 'name:brainstorm', board: 'maybe', tags: ['a', 'a'] },
      },
      { type: 'remove', id: '2' },
      { type: 'move', id: '1', board: 'maybe' },
      { type: 'setPrinting', id: '1', printingId: 'm11-149' },
      { type: 'update', id: '1', fields: { notes: 'the best', tags: ['burn'] } },
    ];
    const after = applyCardOps([bolt, opt], ops, opts());
    expect(byId(after)).toEqual([
      { ...bolt, board: 'maybe', printingId: 'm11-149', notes: 'the best', tags: ['burn'] },
      entry('new1', 'Brainstorm', { board: 'maybe', tags: ['a'], addedAt: '2026-02-02T00:00:00.000Z' }),
    ]);
  });

  it('allows the same card twice', () => {
    const add: CardOp = { type: 'add', card: { name: 'Opt', cardId: 'name:opt' } };
    expect(applyCardOps([opt], [add, add], opts()).filter((c) => c.cardId === 'name:opt')).toHaveLength(3);
  });

  it('refuses an entry that is not in the cube', () => {
    expect(() => applyCardOps([bolt], [{ type: 'remove', id: 'nope' }], opts())).toThrow(
      new CubeChangeError('Card entry nope is not in this cube'),
    );
  });

  it('validates batches with clear messages', () => {
    expect(cardOpsSchema.safeParse([]).error?.issues[0]?.message).toBe('There are no changes to save');
    const tooManyTags = {
      type: 'update',
      id: '1',
      fields: { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
    };
    expect(cardOpsSchema.safeParse([tooManyTags]).error?.issues[0]?.message).toBe(
      'A card can have at most 20 tags',
    );
    const longNotes = { type: 'update', id: '1', fields: { notes: 'x'.repeat(1001) } };
    expect(cardOpsSchema.safeParse([longNotes]).error?.issues[0]?.message).toBe(
      'Card notes must be at most 1,000 characters',
    );
  });
});

describe('rebaseOps', () => {
  const base = [entry('1', 'Lightning Bolt'), entry('2', 'Opt'), entry('3', 'Brainstorm')];
  const concurrent = (ops: CardOp[]) => [diffCards(base, applyCardOps(base, ops, opts()))];

  it('merges changes to different entries and different fields', () => {
    const theirs = concurrent([
      { type: 'move', id: '1', board: 'maybe' },
      { type: 'remove', id: '3' },
    ]);
    const mine: CardOp[] = [
      { type: 'setPrinting', id: '1', printingId: 'p' },
      { type: 'update', id: '2', fields: { notes: 'x' } },
      { type: 'remove', id: '3' },
    ];
    const result = rebaseOps(mine, theirs);
    expect(result.conflicts).toEqual([]);
    expect(result.ops).toEqual(mine.slice(0, 2));
  });

  it('reports real conflicts with the card name', () => {
    const theirs = concurrent([
      { type: 'move', id: '1', board: 'maybe' },
      { type: 'remove', id: '2' },
      { type: 'update', id: '3', fields: { notes: 'theirs' } },
    ]);
    const result = rebaseOps(
      [
        { type: 'move', id: '1', board: 'main' },
        { type: 'update', id: '1', fields: { board: 'maybe' } },
        { type: 'update', id: '2', fields: { notes: 'mine' } },
        { type: 'remove', id: '3' },
      ],
      theirs,
    );
    expect(result.conflicts.map((c) => c.reason)).toEqual([
      'Lightning Bolt: board changed by someone else',
      'Opt was removed by someone else',
      'Brainstorm was changed by someone else',
    ]);
    expect(result.ops).toEqual([{ type: 'update', id: '1', fields: { board: 'maybe' } }]);
  });
});

// Random field edits and removals of existing entries, as one editor's batch.
const opsFor = (cards: CubeCard[]) =>
  fc
    .tuple(
      ...cards.map((c) =>
        fc.constantFrom<CardOp | null>(
          null,
          { type: 'remove', id: c.id },
          { type: 'move', id: c.id, board: 'maybe' },
          { type: 'setPrinting', id: c.id, printingId: 'p9' },
          { type: 'update', id: c.id, fields: { notes: 'edited' } },
          { type: 'update', id: c.id, fields: { tags: ['x'], board: 'main' } },
        ),
      ),
    )
    .map((ops) => ops.filter((op): op is CardOp => op !== null));

describe('rebaseOps property: a merge without conflicts loses no update', () => {
  it('keeps every field either editor changed', () => {
    const scenario = cardsArb.chain((base) => fc.tuple(fc.constant(base), opsFor(base), opsFor(base)));
    fc.assert(
      fc.property(scenario, ([base, opsA, opsB]) => {
        const afterA = applyCardOps(base, opsA, opts());
        const afterB = applyCardOps(base, opsB, opts());
        const { ops, conflicts } = rebaseOps(opsB, [diffCards(base, afterA)]);
        fc.pre(conflicts.length === 0);
        const final = new Map(applyCardOps(afterA, ops, opts()).map((c) => [c.id, c]));
        const a = new Map(afterA.map((c) => [c.id, c]));
        const b = new Map(afterB.map((c) => [c.id, c]));
        for (const card of base) {
          const inA = a.get(card.id);
          const inB = b.get(card.id);
          if (!inA || !inB) {
            expect(final.has(card.id)).toBe(false);
            continue;
          }
          for (const key of CARD_FIELD_NAMES) {
            const changedByB = JSON.stringify(inB[key]) !== JSON.stringify(card[key]);
            expect(final.get(card.id)?.[key]).toEqual(changedByB ? inB[key] : inA[key]);
          }
        }
      }),
    );
  });
});
