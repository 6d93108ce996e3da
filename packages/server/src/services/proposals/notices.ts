import type { SessionUser } from '../../auth/session';
import type { LoadedCube } from '../cubes/store';
import { type OwnerNoticeDeps, tellOwners } from '../owner-notices/tell-owners';
import type { ProposalRow } from './view';

// Who hears of a proposal, through their 'proposals' channel (notification preferences): the cube's
// owner of a new one, the proposer of the decision. Comments on it go through the comments' own notices.

const proposalPath = (cubeId: string, proposalId: string) =>
  `/cubes/${encodeURIComponent(cubeId)}/proposals/${encodeURIComponent(proposalId)}`;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export async function tellOfProposal(
  ctx: OwnerNoticeDeps,
  proposer: SessionUser,
  cube: LoadedCube,
  row: ProposalRow,
): Promise<void> {
  await tellOwners(
    ctx,
    [cube.createdBy],
    {
      kind: 'proposals',
      key: `proposal:${row.id}`,
      cube: { id: cube.id, access: cube.access },
      title: `${proposer.username} suggested changes to "${cube.name}"`,
      message: `"${row.title}": ${plural(row.changes.length, 'change')} to review.`,
      actionUrl: proposalPath(cube.id, row.id),
    },
    proposer.id,
  );
}

export async function tellOfDecision(
  ctx: OwnerNoticeDeps,
  decider: SessionUser,
  cube: LoadedCube,
  row: ProposalRow,
  accepted: number,
): Promise<void> {
  const verdict =
    row.status === 'accepted'
      ? `accepted ${accepted === row.changes.length ? 'all' : `${accepted} of`} ${plural(row.changes.length, 'change')}`
      : 'declined it';
  await tellOwners(
    ctx,
    [row.proposerId],
    {
      kind: 'proposals',
      key: `proposal-decided:${row.id}`,
      cube: { id: cube.id, access: cube.access },
      title: `${decider.username} ${row.status === 'accepted' ? 'accepted' : 'declined'} your proposal "${row.title}"`,
      message: `On "${cube.name}", ${decider.username} ${verdict}.${row.note ? ` Note: ${row.note}` : ''}`,
      actionUrl: proposalPath(cube.id, row.id),
    },
    decider.id,
  );
}
