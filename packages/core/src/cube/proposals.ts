import { z } from 'zod';
import { applyCardOps, type CardOp, cardOpSchema, rebaseOps } from './changes';
import type { CubeDiff } from './diff';
import { CUBE_CARDS_MAX } from './limits';
import {
  PROPOSAL_CHANGES_MAX,
  PROPOSAL_MESSAGES,
  PROPOSAL_REASON_MAX,
  PROPOSAL_TITLE_MAX,
} from './proposal-limits';
import type { CubeCard } from './types';

// A proposal (issue 31): someone who can see a cube suggests a batch of card changes against the version
// they saw; the owner or an editor accepts all of it, some of it, or none. Pure functions: which changes
// still fit the cube as it is now (rebased over what was saved since), and the list after accepting.

const reasonSchema = z.string().trim().max(PROPOSAL_REASON_MAX, PROPOSAL_MESSAGES.reasonTooLong);

/** One suggested change: an operation exactly as the editor stages it, and why. */
export const proposalChangeSchema = z.object({ op: cardOpSchema, reason: reasonSchema.default('') }).strict();
export type ProposalChange = z.output<typeof proposalChangeSchema>;

/** What a proposer sends: the version they saw, a title, a reason for the whole, the changes. */
export const newProposalSchema = z
  .object({
    baseVersion: z.number().int().min(0),
    title: z
      .string()
      .trim()
      .min(1, PROPOSAL_MESSAGES.titleEmpty)
      .max(PROPOSAL_TITLE_MAX, PROPOSAL_MESSAGES.titleTooLong),
    reason: reasonSchema.default(''),
    changes: z
      .array(proposalChangeSchema)
      .min(1, PROPOSAL_MESSAGES.noChanges)
      .max(PROPOSAL_CHANGES_MAX, PROPOSAL_MESSAGES.tooManyChanges),
  })
  .strict();
export type NewProposal = z.input<typeof newProposalSchema>;
export type NewProposalRequest = z.output<typeof newProposalSchema>;

/** Whether one change of a proposal still applies to the cube as it is now, and why not. */
export type ChangeFit = { index: number; applies: true } | { index: number; applies: false; why: string };

/** The cube as it is now, as far as fitting a proposal needs to know it. */
export interface CubeNow {
  /** What was saved since the proposal's base version, oldest first. */
  concurrent: readonly CubeDiff[];
  /** The entries, among those the proposal names, that are in the cube now: entry id to card id. */
  present: ReadonlyMap<string, string>;
  /** Cards in the cube now (all boards). */
  cardCount: number;
  /** The most cards a cube may hold (CUBE_CARDS_MAX; smaller in tests). */
  capacity?: number;
}

/**
 * Which of the `selected` changes (all when omitted) apply to the cube now, rebased over what was saved
 * since: a change someone already made (the card already cut), one that clashes with theirs, one naming
 * an entry no longer there, an add of a card someone has added since, and adds past the card limit do
 * not apply and are reported with why; the rest come back as the ops to save, in the proposal's order.
 */
export function fitProposal(
  changes: readonly ProposalChange[],
  now: CubeNow,
  selected?: ReadonlySet<number>,
): { ops: CardOp[]; fits: ChangeFit[] } {
  // Each card added since the base answers one add of the same card in the proposal.
  const addedSince = new Map<string, number>();
  for (const diff of now.concurrent) {
    for (const card of diff.added) addedSince.set(card.cardId, (addedSince.get(card.cardId) ?? 0) + 1);
  }
  const fits: ChangeFit[] = [];
  let kept: { index: number; op: CardOp }[] = [];
  // A cut that does not apply keeps its card, so an add of the same card (the other half of a swap,
  // a re-add in another printing) would make two: each such cut holds back one such add.
  const unpairedCuts = new Map<string, number>();
  const cardOf = cardIdsOf(now);
  changes.forEach(({ op }, index) => {
    if (selected && !selected.has(index)) return;
    const why = whyNot(op, now, addedSince);
    if (!why) kept.push({ index, op: rebaseOps([op], now.concurrent).ops[0]! });
    else {
      fits.push({ index, applies: false, why });
      const cut = op.type === 'remove' && cardOf.get(op.id);
      if (cut && why !== PROPOSAL_MESSAGES.alreadyDone)
        unpairedCuts.set(cut, (unpairedCuts.get(cut) ?? 0) + 1);
    }
  });
  kept = kept.filter(({ index, op }) => {
    const left = op.type === 'add' && op.card.cardId ? (unpairedCuts.get(op.card.cardId) ?? 0) : 0;
    if (left === 0 || op.type !== 'add') return true;
    unpairedCuts.set(op.card.cardId!, left - 1);
    fits.push({ index, applies: false, why: PROPOSAL_MESSAGES.swapHalf });
    return false;
  });
  // Removals make room first, so a swap at the limit still fits.
  let room =
    (now.capacity ?? CUBE_CARDS_MAX) - now.cardCount + kept.filter((k) => k.op.type === 'remove').length;
  const ops: CardOp[] = [];
  for (const k of kept) {
    if (k.op.type === 'add' && room-- <= 0) {
      fits.push({ index: k.index, applies: false, why: PROPOSAL_MESSAGES.cubeFull });
      continue;
    }
    fits.push({ index: k.index, applies: true });
    ops.push(k.op);
  }
  fits.sort((a, b) => a.index - b.index);
  return { ops, fits };
}

function whyNot(op: CardOp, now: CubeNow, addedSince: Map<string, number>): string | null {
  if (op.type === 'add') {
    const key = op.card.cardId;
    const left = key ? (addedSince.get(key) ?? 0) : 0;
    if (key && left > 0) {
      addedSince.set(key, left - 1);
      return PROPOSAL_MESSAGES.alreadyAdded;
    }
    return null;
  }
  const rebased = rebaseOps([op], now.concurrent);
  if (rebased.conflicts.length > 0) return rebased.conflicts[0]!.reason;
  if (rebased.ops.length === 0) return PROPOSAL_MESSAGES.alreadyDone;
  if (!now.present.has(op.id)) return PROPOSAL_MESSAGES.notInCube;
  return null;
}

/** The card of each entry the cube has now or had since the base. */
function cardIdsOf(now: CubeNow): Map<string, string> {
  const cards = new Map(now.present);
  for (const diff of now.concurrent) {
    for (const c of [...diff.removed, ...diff.changed, ...diff.added]) cards.set(c.id, c.cardId);
  }
  return cards;
}

/**
 * The card list after accepting the `selected` changes (all when omitted) onto `cards`, the cube now
 * (`now` describes it), with the fit of each change. Adds must carry a resolved `cardId`.
 */
export function acceptProposal(
  cards: readonly CubeCard[],
  changes: readonly ProposalChange[],
  now: CubeNow,
  opts: { newId: () => string; now: string },
  selected?: ReadonlySet<number>,
): { cards: CubeCard[]; fits: ChangeFit[] } {
  const { ops, fits } = fitProposal(changes, now, selected);
  return { cards: applyCardOps(cards, ops, opts), fits };
}

/** The fit of every change of a proposal on the version it was made on: each applies (barring bad ids). */
export function baseOf(cards: readonly CubeCard[]): CubeNow {
  return { concurrent: [], present: presentOf(cards), cardCount: cards.length };
}

/** CubeNow's `present` for the entries of a list. */
export function presentOf(cards: readonly Pick<CubeCard, 'id' | 'cardId'>[]): Map<string, string> {
  return new Map(cards.map((c) => [c.id, c.cardId]));
}
