import { CUBE_CARDS_MAX } from './limits';

// A proposal's limits, statuses and messages, apart from proposals.ts and its zod schemas so that the
// proposals tab does not load zod to show them (ADR 0077).

export const PROPOSAL_TITLE_MAX = 120;
export const PROPOSAL_REASON_MAX = 2_000;
export const PROPOSAL_NOTE_MAX = 2_000;
/** A proposal is advice a person reads, not an import: a bounded number of changes. */
export const PROPOSAL_CHANGES_MAX = 200;

export const PROPOSAL_STATUSES = ['open', 'accepted', 'declined', 'withdrawn'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const PROPOSAL_MESSAGES = {
  titleEmpty: 'Give the proposal a title',
  titleTooLong: `A title can be at most ${PROPOSAL_TITLE_MAX} characters`,
  reasonTooLong: `A reason can be at most ${PROPOSAL_REASON_MAX} characters`,
  noteTooLong: `A note can be at most ${PROPOSAL_NOTE_MAX} characters`,
  noChanges: 'A proposal needs at least one change',
  tooManyChanges: `A proposal can hold at most ${PROPOSAL_CHANGES_MAX} changes`,
  alreadyDone: 'Someone already made this change',
  alreadyAdded: 'This card was already added since the proposal was made',
  notInCube: 'This card is no longer in the cube',
  swapHalf: 'The cut of the same card this replaces does not apply, so adding it would duplicate the card',
  cubeFull: `The cube is at its limit of ${CUBE_CARDS_MAX} cards`,
} as const;
