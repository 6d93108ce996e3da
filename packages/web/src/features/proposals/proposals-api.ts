import type { CardOp, NewProposal } from '@cubewright/core/cube';
import type {
  AcceptProposalBody,
  DeclineProposalBody,
  ProposalListResponse,
  ProposalResponse,
} from '@cubewright/core/protocol';
import { api } from '../../lib/api';

// The proposals API (core/protocol/proposals.ts) and the query keys the tab, its label and the page share.

const base = (cubeId: string) => `/api/cubes/${encodeURIComponent(cubeId)}/proposals`;

export const proposalsKey = (cubeId: string) => ['cubes', cubeId, 'proposals'] as const;
export const proposalKey = (cubeId: string, id: string) => ['cubes', cubeId, 'proposals', id] as const;

export const fetchProposals = (cubeId: string, status: 'open' | 'all') =>
  api<ProposalListResponse>(`${base(cubeId)}?status=${status}`);

export const fetchProposal = (cubeId: string, id: string) =>
  api<ProposalResponse>(`${base(cubeId)}/${encodeURIComponent(id)}`);

export const createProposal = (cubeId: string, body: NewProposal) =>
  api<ProposalResponse>(base(cubeId), { body });

export const decideProposal = (
  cubeId: string,
  id: string,
  action: 'accept' | 'decline' | 'withdraw',
  body: AcceptProposalBody | DeclineProposalBody = {},
) => api<ProposalResponse>(`${base(cubeId)}/${encodeURIComponent(id)}/${action}`, { body });

export const proposalPath = (cubeId: string, id: string) =>
  `/cubes/${encodeURIComponent(cubeId)}/proposals/${encodeURIComponent(id)}`;

/** One line for a change: "Add Brainstorm", "Cut Opt", "Move Shock to the maybeboard". */
export function describeOp(op: CardOp, name: string, boardName: (id: string) => string): string {
  switch (op.type) {
    case 'add':
      return `Add ${name}${op.card.board && op.card.board !== 'main' ? ` to ${boardName(op.card.board)}` : ''}`;
    case 'remove':
      return `Cut ${name}`;
    case 'move':
      return `Move ${name} to ${boardName(op.board)}`;
    case 'setPrinting':
      return `Change the printing of ${name}`;
    case 'update':
      return `Edit ${name} (${Object.keys(op.fields).join(', ')})`;
  }
}
