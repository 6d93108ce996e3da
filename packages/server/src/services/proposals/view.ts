import { type Actor, type ChangeFit, type CubeDiff, canEdit, EMPTY_DIFF } from '@cubewright/core/cube';
import type { ProposalChangeView, ProposalSummary, ProposalView } from '@cubewright/core/protocol';
import type { cubeProposals } from '../../db/schema';
import type { LoadedCube } from '../cubes/store';

// Proposal rows as the API shows them.

export type ProposalRow = typeof cubeProposals.$inferSelect;
/** A stored change: the editor's op, its reason, and the card's name when it was proposed. */
export type StoredChange = ProposalRow['changes'][number] & { name?: string };

const userRef = (id: string | null, names: ReadonlyMap<string, string>) =>
  id ? { id, username: names.get(id) ?? 'unknown user' } : null;

export function toProposalSummary(row: ProposalRow, names: ReadonlyMap<string, string>): ProposalSummary {
  return {
    id: row.id,
    cubeId: row.cubeId,
    title: row.title,
    proposer: userRef(row.proposerId, names)!,
    status: row.status,
    baseVersion: row.baseVersion,
    changeCount: row.changes.length,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: userRef(row.decidedBy, names),
  };
}

/** The whole proposal; `fits` is each change's fit now (open) and `diff` what it does or did. */
export function toProposalView(
  row: ProposalRow,
  names: ReadonlyMap<string, string>,
  reader: Actor | null,
  cube: LoadedCube,
  now: { fits: readonly ChangeFit[]; diff: CubeDiff },
): ProposalView {
  const fits = row.status === 'open' ? now.fits : (row.outcome ?? []);
  const fitOf = new Map(fits.map((f) => [f.index, f]));
  const changes: ProposalChangeView[] = (row.changes as StoredChange[]).map((c, index) => ({
    index,
    op: c.op,
    reason: c.reason,
    name: c.name ?? (c.op.type === 'add' ? c.op.card.name : 'a card'),
    fit: fitOf.get(index) ?? null,
  }));
  const open = row.status === 'open';
  return {
    ...toProposalSummary(row, names),
    reason: row.reason,
    note: row.note,
    changes,
    diff: row.status === 'open' || row.status === 'accepted' ? now.diff : EMPTY_DIFF,
    acceptedVersion: row.acceptedVersion,
    canDecide: open && canEdit(reader, cube.access),
    canWithdraw: open && reader?.id === row.proposerId,
  };
}
