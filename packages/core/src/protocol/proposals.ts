import { z } from 'zod';
import type { CardOp } from '../cube/changes';
import type { CubeDiff } from '../cube/diff';
import {
  PROPOSAL_CHANGES_MAX,
  PROPOSAL_MESSAGES,
  PROPOSAL_NOTE_MAX,
  type ProposalStatus,
} from '../cube/proposal-limits';
import type { ChangeFit } from '../cube/proposals';
import type { UserRef } from './cubes';
import { PROPOSALS_WELCOME } from './proposals-welcome';

/*
 * Proposals (issue 31; server: packages/server/src/routes/proposals). Anyone signed in who can see a cube
 * suggests card changes; its owner and editors accept all, some, or none. Comments on a proposal use the
 * comments API with the target kind "proposal".
 *
 *   GET  /api/cubes/:id/proposals?status=open|all       -> ProposalListResponse
 *   POST /api/cubes/:id/proposals  NewProposal           -> 201 ProposalResponse
 *   GET  /api/cubes/:id/proposals/:proposalId            -> ProposalResponse
 *   POST /api/cubes/:id/proposals/:proposalId/accept  AcceptProposalBody  -> ProposalResponse
 *   POST /api/cubes/:id/proposals/:proposalId/decline DeclineProposalBody -> ProposalResponse
 *   POST /api/cubes/:id/proposals/:proposalId/withdraw                    -> ProposalResponse
 *   GET  /api/cubes/:id/proposal-settings                -> ProposalSettings
 *   PUT  /api/cubes/:id/proposal-settings ProposalSettings -> ProposalSettings (owner)
 */

/** Per proposer per cube, in any 24 hours. */
export const PROPOSALS_PER_DAY = 5;

/** Who an owner lets propose: anyone who can see the cube, only its followers, or nobody. */

export const PROPOSAL_API_MESSAGES = {
  notFound: 'Proposal not found',
  signIn: 'Sign in to suggest changes',
  off: 'This cube does not take proposals',
  followersOnly: 'This cube takes proposals from its followers only: follow it first',
  tooMany: `You can make at most ${PROPOSALS_PER_DAY} proposals to one cube a day; try again tomorrow`,
  notOpen: 'This proposal was already decided or withdrawn',
  decideForbidden: 'Only the cube owner and editors can accept or decline proposals',
  withdrawForbidden: 'Only the proposer can withdraw a proposal',
  settingsForbidden: 'Only the cube owner can choose who may propose',
  noneApply: 'None of the chosen changes still apply to the cube',
  unknownChange: 'The proposal has no change with that number',
} as const;

export const proposalParamsSchema = z.object({
  id: z.string().min(1).max(64),
  proposalId: z.string().min(1).max(64),
});
export const proposalListQuerySchema = z.object({ status: z.enum(['open', 'all']).default('open') });

const noteSchema = z.string().trim().max(PROPOSAL_NOTE_MAX, PROPOSAL_MESSAGES.noteTooLong).default('');

export const acceptProposalBodySchema = z
  .object({
    /** Indexes of the changes to accept; all of them when omitted. The rest are declined. */
    changes: z.array(z.number().int().min(0).max(PROPOSAL_CHANGES_MAX)).max(PROPOSAL_CHANGES_MAX).optional(),
    note: noteSchema,
    /** Also post the accepted changes as a changelog on the cube's blog. */
    changelog: z.boolean().default(false),
  })
  .strict();
export type AcceptProposalBody = z.input<typeof acceptProposalBodySchema>;

export const declineProposalBodySchema = z.object({ note: noteSchema }).strict();
export type DeclineProposalBody = z.input<typeof declineProposalBodySchema>;

export const proposalSettingsSchema = z.object({ welcome: z.enum(PROPOSALS_WELCOME) }).strict();
export type ProposalSettings = z.infer<typeof proposalSettingsSchema>;

/** A proposal as lists show it. */
export interface ProposalSummary {
  id: string;
  cubeId: string;
  title: string;
  proposer: UserRef;
  status: ProposalStatus;
  baseVersion: number;
  changeCount: number;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: UserRef | null;
}

export interface ProposalListResponse {
  proposals: ProposalSummary[];
  /** Open proposals on the cube, whatever the list's filter. */
  openCount: number;
  /** Whether the reader may make a proposal now (signed in, sees the cube, welcome). */
  canPropose: boolean;
}

/** One change of a proposal, with the card it is about and, when known, whether it applies (or applied). */
export interface ProposalChangeView {
  index: number;
  op: CardOp;
  reason: string;
  name: string;
  /** Open: whether it applies to the cube now. Accepted: what became of it; null when it was not chosen. */
  fit: ChangeFit | null;
}

export interface ProposalView extends ProposalSummary {
  reason: string;
  note: string;
  changes: ProposalChangeView[];
  /** Open: what accepting every change that applies would do to the cube now. Accepted: the saved version's change. */
  diff: CubeDiff;
  acceptedVersion: number | null;
  canDecide: boolean;
  canWithdraw: boolean;
}

export interface ProposalResponse {
  proposal: ProposalView;
}
