import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCardOps, type CardOp } from './changes';
import { byId, cardsArb, entry } from './cube-entries.test-support';
import { diffCards } from './diff';
import { PROPOSAL_MESSAGES } from './proposal-limits';
import {
  acceptProposal,
  baseOf,
  type CubeNow,
  fitProposal,
  newProposalSchema,
  type ProposalChange,
  presentOf,
} from './proposals';
import type { CubeCard } from './types';

const opts = (prefix = 'new') => {
  let n = 0;
  return { newId: () => `${prefix}${++n}`, now: '2026-02-02T00:00:00.000Z' };
};

const NAMES = ['Lightning Bolt', 'Counterspell', 'Opt', 'Brainstorm'];
const addOf = (name: string): CardOp => ({
  type: 'add',
  card: { name, cardId: `name:${name.toLowerCase()}` },
});

/** Valid ops on `cards`: adds of a small pool of cards, and at most one remove, move or tag edit per entry. */
const opsArb = (cards: readonly CubeCard[]): fc.Arbitrary<CardOp[]> =>
  fc
    .tuple(
      fc.array(fc.constantFrom(...NAMES).map(addOf), { maxLength: 4 }),
      fc
        .subarray(cards.map((c) => c.id))
        .chain((ids) =>
          fc.tuple(
            ...ids.map((id) =>
              fc.constantFrom<CardOp>(
                { type: 'remove', id },
                { type: 'move', id, board: 'maybe' },
                { type: 'update', id, fields: { tags: ['proposed'] } },
              ),
            ),
          ),
        ),
    )
    .chain(([adds, edits]) =>
      fc.shuffledSubarray([...adds, ...edits], { minLength: adds.length + edits.length }),
    );

const changesOf = (ops: readonly CardOp[]): ProposalChange[] => ops.map((op) => ({ op, reason: '' }));
const countOf = (cards: readonly CubeCard[], cardId: string) =>
  cards.filter((c) => c.cardId === cardId).length;

describe('a proposal accepted on its base version', () => {
  it('accepting every change equals saving the proposed list', () => {
    fc.assert(
      fc.property(
        cardsArb.chain((base) => fc.tuple(fc.constant(base), opsArb(base))),
        ([base, ops]) => {
          const accepted = acceptProposal(base, changesOf(ops), baseOf(base), opts());
          expect(byId(accepted.cards)).toEqual(byId(applyCardOps(base, ops, opts())));
          expect(accepted.fits.every((f) => f.applies)).toBe(true);
        },
      ),
    );
  });

  it('accepting some changes applies exactly those, and reports only those', () => {
    fc.assert(
      fc.property(
        cardsArb.chain((base) =>
          opsArb(base).chain((ops) =>
            fc.tuple(fc.constant(base), fc.constant(ops), fc.subarray(ops.map((_, i) => i))),
          ),
        ),
        ([base, ops, picked]) => {
          const selected = new Set(picked);
          const accepted = acceptProposal(base, changesOf(ops), baseOf(base), opts(), selected);
          const expected = applyCardOps(
            base,
            ops.filter((_, i) => selected.has(i)),
            opts(),
          );
          expect(byId(accepted.cards)).toEqual(byId(expected));
          expect(accepted.fits.map((f) => f.index)).toEqual(picked.toSorted((a, b) => a - b));
        },
      ),
    );
  });
});

describe('a proposal rebased onto a newer version', () => {
  it('never duplicates a card: no card ends up in more copies than either side wanted', () => {
    fc.assert(
      fc.property(
        cardsArb.chain((base) => fc.tuple(fc.constant(base), opsArb(base), opsArb(base))),
        ([base, proposed, theirs]) => {
          // Someone else saved `theirs` since; the proposal was made on `base`.
          const current = applyCardOps(base, theirs, opts('theirs'));
          const now: CubeNow = {
            concurrent: [diffCards(base, current)],
            present: presentOf(current),
            cardCount: current.length,
          };
          const accepted = acceptProposal(current, changesOf(proposed), now, opts());
          const wanted = applyCardOps(base, proposed, opts());
          for (const name of NAMES) {
            const cardId = `name:${name.toLowerCase()}`;
            expect(countOf(accepted.cards, cardId)).toBeLessThanOrEqual(
              Math.max(countOf(current, cardId), countOf(wanted, cardId)),
            );
          }
          expect(new Set(accepted.cards.map((c) => c.id)).size).toBe(accepted.cards.length);
        },
      ),
    );
  });

  const bolt = entry('1', 'Lightning Bolt');
  const opt = entry('2', 'Opt');
  const base = [bolt, opt];

  it('reports a cut someone already made as not applying, and applies the rest', () => {
    const current = [bolt];
    const now: CubeNow = {
      concurrent: [diffCards(base, current)],
      present: presentOf([bolt]),
      cardCount: 1,
    };
    const changes = changesOf([{ type: 'remove', id: '2' }, addOf('Brainstorm')]);
    const { ops, fits } = fitProposal(changes, now);
    expect(fits).toEqual([
      { index: 0, applies: false, why: PROPOSAL_MESSAGES.alreadyDone },
      { index: 1, applies: true },
    ]);
    expect(ops).toEqual([addOf('Brainstorm')]);
  });

  it('does not add a card someone added since, once per copy they added', () => {
    const current = [...base, entry('3', 'Brainstorm')];
    const now: CubeNow = { concurrent: [diffCards(base, current)], present: new Map(), cardCount: 3 };
    const { fits } = fitProposal(changesOf([addOf('Brainstorm'), addOf('Brainstorm')]), now);
    expect(fits).toEqual([
      { index: 0, applies: false, why: PROPOSAL_MESSAGES.alreadyAdded },
      { index: 1, applies: true },
    ]);
  });

  it('reports an edit that clashes with one saved since', () => {
    const current = [{ ...bolt, board: 'maybe' }, opt];
    const now: CubeNow = {
      concurrent: [diffCards(base, current)],
      present: presentOf(base),
      cardCount: 2,
    };
    const { fits } = fitProposal(changesOf([{ type: 'move', id: '1', board: 'sideboard' }]), now);
    expect(fits[0]).toMatchObject({ applies: false, why: expect.stringContaining('Lightning Bolt') });
  });

  it('holds back the add of a swap whose cut of the same card does not apply', () => {
    const current = [{ ...bolt, tags: ['burn'] }, opt];
    const now: CubeNow = {
      concurrent: [diffCards(base, current)],
      present: presentOf(current),
      cardCount: 2,
    };
    const { fits, ops } = fitProposal(changesOf([{ type: 'remove', id: '1' }, addOf('Lightning Bolt')]), now);
    expect(fits.map((f) => f.applies)).toEqual([false, false]);
    expect(fits[1]).toMatchObject({ why: PROPOSAL_MESSAGES.swapHalf });
    expect(ops).toEqual([]);
  });

  it('reports an entry that is not in the cube', () => {
    const { fits } = fitProposal(changesOf([{ type: 'remove', id: 'nope' }]), baseOf(base));
    expect(fits).toEqual([{ index: 0, applies: false, why: PROPOSAL_MESSAGES.notInCube }]);
  });

  it('adds past the card limit do not apply, but a cut makes room for a swap', () => {
    const now = { ...baseOf(base), capacity: 2 };
    const swap = changesOf([addOf('Brainstorm'), { type: 'remove', id: '2' }, addOf('Opt')]);
    expect(fitProposal(swap, now).fits).toEqual([
      { index: 0, applies: true },
      { index: 1, applies: true },
      { index: 2, applies: false, why: PROPOSAL_MESSAGES.cubeFull },
    ]);
  });
});

describe('newProposalSchema', () => {
  it('takes a title, reasons and editor ops, and refuses an empty or oversized one', () => {
    const ok = newProposalSchema.safeParse({
      baseVersion: 3,
      title: ' Cut Opt ',
      changes: [{ op: { type: 'remove', id: '2' }, reason: 'weak' }],
    });
    expect(ok.success && ok.data).toMatchObject({ title: 'Cut Opt', reason: '' });
    expect(
      newProposalSchema.safeParse({ baseVersion: 3, title: 'x', changes: [] }).error?.issues[0]?.message,
    ).toBe(PROPOSAL_MESSAGES.noChanges);
    expect(newProposalSchema.safeParse({ baseVersion: 3, title: '', changes: [] }).success).toBe(false);
  });
});
