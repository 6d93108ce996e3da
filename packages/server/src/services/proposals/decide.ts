import { dateOf } from '@cubewright/core/clock';
import { type ChangeFit, canEdit, fitProposal, VERSION_SUMMARY_MAX_LENGTH } from '@cubewright/core/cube';
import {
  type acceptProposalBodySchema,
  type declineProposalBodySchema,
  PROPOSAL_API_MESSAGES,
  type ProposalView,
} from '@cubewright/core/protocol';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { cubeProposals, profiles } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { publishChangelog } from '../blog/posts';
import { cardLookupOf } from '../cubes/card-lookup';
import { resolveAdds } from '../cubes/resolve-cards';
import { announceBatch, saveInTransaction } from '../cubes/save-changes';
import type { LoadedCube } from '../cubes/store';
import type { CubeCommandDeps } from '../deps';
import { proposalNow } from './fit-now';
import { tellOfDecision } from './notices';
import { proposalFor, viewOf } from './proposals';
import type { ProposalRow } from './view';

// Deciding a proposal: its cube's owner or an editor accepts all or some of its changes (saved as ONE
// version through the editor's save path, authored by the proposer, so the history and the activity
// credit them), or declines it with a note; its proposer may withdraw it while it is open.

type AcceptBody = z.output<typeof acceptProposalBodySchema>;
type DeclineBody = z.output<typeof declineProposalBodySchema>;

/** The open proposal, locked with its cube, when `actor` may decide it. */
async function openForDecision(tx: Db, actor: SessionUser, cubeId: string, proposalId: string) {
  const found = await proposalFor(tx, actor, cubeId, proposalId, true);
  if (!canEdit(actor, found.cube.access)) throw forbidden(PROPOSAL_API_MESSAGES.decideForbidden);
  if (found.row.status !== 'open') throw conflict(PROPOSAL_API_MESSAGES.notOpen);
  return found;
}

async function proposerOf(tx: Db, userId: string) {
  const [p] = await tx
    .select({
      id: profiles.userId,
      username: profiles.username,
      isAdmin: profiles.isAdmin,
      isModerator: profiles.isModerator,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return p ?? { id: userId, username: 'unknown user', isAdmin: false, isModerator: false };
}

const creditLine = (proposer: string, title: string) =>
  `Accepted from ${proposer}'s proposal: ${title}`.slice(0, VERSION_SUMMARY_MAX_LENGTH);

/** POST .../accept: the chosen changes that still apply become one new version; the rest are declined. */
export async function acceptProposal(
  ctx: CubeCommandDeps,
  decider: SessionUser,
  cubeId: string,
  proposalId: string,
  body: AcceptBody,
): Promise<ProposalView> {
  const lookup = cardLookupOf(ctx);
  const now = dateOf(ctx.clock);
  const done = await ctx.database.db.transaction(async (tx) => {
    const { cube, row } = await openForDecision(tx, decider, cubeId, proposalId);
    if (body.changes?.some((i) => i >= row.changes.length))
      throw badRequest(PROPOSAL_API_MESSAGES.unknownChange);
    const selected = body.changes ? new Set(body.changes) : undefined;
    const at = await proposalNow(tx, cube, row.baseVersion, row.changes);
    const { ops, fits } = fitProposal(row.changes, at.now, selected);
    if (ops.length === 0) throw conflict(PROPOSAL_API_MESSAGES.noneApply, { fits });
    const proposer = await proposerOf(tx, row.proposerId);
    const batch = await saveInTransaction(
      tx,
      lookup,
      proposer,
      cube,
      {
        baseVersion: cube.version,
        ops: resolveAdds(lookup, ops),
        summary: creditLine(proposer.username, row.title),
      },
      now,
    );
    const [decided] = await tx
      .update(cubeProposals)
      .set({
        status: 'accepted',
        decidedBy: decider.id,
        decidedAt: now,
        note: body.note,
        outcome: fits,
        acceptedVersion: batch.version.number,
      })
      .where(eq(cubeProposals.id, row.id))
      .returning();
    return { cube: { ...cube, version: batch.version.number }, row: decided!, batch, proposer, fits };
  });
  await announceBatch(ctx, done.proposer, done.batch);
  if (body.changelog) {
    await publishChangelog(
      ctx,
      decider,
      cubeId,
      done.batch.diff,
      `${creditLine(done.proposer.username, done.row.title)}.`,
    );
  }
  await tellOfDecision(ctx, decider, done.cube, done.row, applied(done.fits));
  return viewOf(ctx, decider, done.cube, done.row);
}

const applied = (fits: readonly ChangeFit[]) => fits.filter((f) => f.applies).length;

/** POST .../decline. */
export async function declineProposal(
  ctx: CubeCommandDeps,
  decider: SessionUser,
  cubeId: string,
  proposalId: string,
  body: DeclineBody,
): Promise<ProposalView> {
  const { cube, row } = await ctx.database.db.transaction(async (tx) => {
    const found = await openForDecision(tx, decider, cubeId, proposalId);
    return {
      cube: found.cube,
      row: await close(tx, found.row, 'declined', decider.id, body.note, dateOf(ctx.clock)),
    };
  });
  await tellOfDecision(ctx, decider, cube, row, 0);
  return viewOf(ctx, decider, cube, row);
}

/** POST .../withdraw: the proposer takes back an open proposal. */
export async function withdrawProposal(
  ctx: CubeCommandDeps,
  proposer: SessionUser,
  cubeId: string,
  proposalId: string,
): Promise<ProposalView> {
  const { cube, row } = await ctx.database.db.transaction(async (tx) => {
    const found = await proposalFor(tx, proposer, cubeId, proposalId, true);
    if (found.row.proposerId !== proposer.id) throw forbidden(PROPOSAL_API_MESSAGES.withdrawForbidden);
    if (found.row.status !== 'open') throw conflict(PROPOSAL_API_MESSAGES.notOpen);
    return { cube: found.cube, row: await close(tx, found.row, 'withdrawn', null, '', dateOf(ctx.clock)) };
  });
  return viewOf(ctx, proposer, cube as LoadedCube, row);
}

async function close(
  tx: Db,
  row: ProposalRow,
  status: 'declined' | 'withdrawn',
  decidedBy: string | null,
  note: string,
  now: Date,
): Promise<ProposalRow> {
  const [closed] = await tx
    .update(cubeProposals)
    .set({ status, decidedBy, decidedAt: now, note })
    .where(eq(cubeProposals.id, row.id))
    .returning();
  return closed!;
}
